import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useCurrentChipInView } from './useCurrentChipInView';

/** A row 300 px wide scrolled to 0, whose chips are 100 px wide, one after the other. */
function Row({ current, scrolls = true }: { current: number; scrolls?: boolean }) {
  const ref = useRef<HTMLUListElement>(null);
  useCurrentChipInView(ref, String(current));
  return (
    <ul
      ref={(list) => {
        ref.current = list;
        if (!list) return;
        Object.defineProperty(list, 'clientWidth', { value: 300, configurable: true });
        Object.defineProperty(list, 'scrollWidth', { value: scrolls ? 1000 : 300, configurable: true });
      }}
    >
      {Array.from({ length: 10 }, (_, i) => (
        <li key={i}>
          <a
            href="#chip"
            aria-current={i === current ? 'page' : undefined}
            ref={(chip) => {
              if (!chip) return;
              Object.defineProperty(chip, 'offsetLeft', { value: i * 100, configurable: true });
              Object.defineProperty(chip, 'offsetWidth', { value: 100, configurable: true });
            }}
          >
            Chip {i}
          </a>
        </li>
      ))}
    </ul>
  );
}

describe('useCurrentChipInView', () => {
  const scrollTo = jest.fn();
  const windowScrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    Element.prototype.scrollTo = scrollTo;
    window.scrollTo = windowScrollTo;
  });

  it('scrolls the row, not the page, to put the current chip in its middle, on load and on change', () => {
    const { rerender } = render(<Row current={6} />);
    // Chip 6 spans 600 to 700: its middle (650) goes to the row's middle (150).
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 500 });
    rerender(<Row current={8} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 700 });
    expect(windowScrollTo).not.toHaveBeenCalled();
  });

  it('leaves a list that does not scroll sideways alone', () => {
    render(<Row current={2} scrolls={false} />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
