import { act, render, screen } from '@testing-library/react';
import { Reveal } from './Reveal';
import { installFakeIntersectionObserver, type FakeIntersection } from '../../../test/intersectionObserver';
import { mockMatchMedia } from '../../../test/matchMedia';

function revealState() {
  return screen.getByText('Precision').parentElement!.getAttribute('data-reveal');
}

describe('Reveal', () => {
  let intersection: FakeIntersection;
  beforeEach(() => {
    intersection = installFakeIntersectionObserver();
  });
  afterEach(() => intersection.restore());

  it('waits hidden until scrolled into view, then shows over 800 ms and stops observing', () => {
    render(
      <Reveal>
        <p>Precision</p>
      </Reveal>,
    );
    const wrapper = screen.getByText('Precision').parentElement!;
    expect(revealState()).toBe('waiting');
    expect(wrapper).toHaveStyle({ transitionDuration: '800ms' });

    act(() => intersection.enterAll());
    expect(revealState()).toBe('shown');
    expect(intersection.observedCount()).toBe(0);
  });

  it('does not animate under prefers-reduced-motion', () => {
    const restoreMedia = mockMatchMedia(['prefers-reduced-motion: reduce']);
    try {
      render(
        <Reveal>
          <p>Precision</p>
        </Reveal>,
      );
      expect(revealState()).toBe('static');
      expect(screen.getByText('Precision').parentElement).not.toHaveClass('pr-reveal--animate');
      expect(intersection.observedCount()).toBe(0);
    } finally {
      restoreMedia();
    }
  });

  it('shows content as is when the browser has no IntersectionObserver', () => {
    intersection.restore();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <Reveal>
        <p>Precision</p>
      </Reveal>,
    );
    expect(revealState()).toBe('static');
  });
});
