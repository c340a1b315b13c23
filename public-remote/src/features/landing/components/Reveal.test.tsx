import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Reveal } from './Reveal';
import { installFakeIntersectionObserver, type FakeIntersection } from '../../../test/intersectionObserver';
import { mockMatchMedia } from '../../../test/matchMedia';

/** The component under test around one paragraph, 'Precision'. */
function renderReveal() {
  return render(
    <Reveal>
      <p>Precision</p>
    </Reveal>,
  );
}

function revealState() {
  return screen.getByText('Precision').parentElement!.getAttribute('data-reveal');
}

/** jsdom lays nothing out: every element sits at the top. This puts them below a 768 px window. */
function placeBelowTheFold(): () => void {
  const spy = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 2000,
    bottom: 2200,
    left: 0,
    right: 400,
    width: 400,
    height: 200,
    x: 0,
    y: 2000,
    toJSON: () => ({}),
  } as DOMRect);
  return () => spy.mockRestore();
}

describe('Reveal', () => {
  let intersection: FakeIntersection;
  beforeEach(() => {
    intersection = installFakeIntersectionObserver();
  });
  afterEach(() => intersection.restore());

  it('renders visible content on the server, with no animation class (readable without JavaScript)', () => {
    const html = renderToString(
      <Reveal>
        <p>Precision</p>
      </Reveal>,
    );
    expect(html).toContain('data-reveal="static"');
    expect(html).not.toContain('pr-reveal--animate');
    expect(html).not.toContain('opacity');
  });

  it('below the fold: waits hidden until scrolled into view, then shows over 800 ms and stops observing', () => {
    const restoreLayout = placeBelowTheFold();
    try {
      renderReveal();
      const wrapper = screen.getByText('Precision').parentElement!;
      expect(revealState()).toBe('waiting');
      expect(wrapper).toHaveClass('pr-reveal--animate');
      expect(wrapper).toHaveStyle({ transitionDuration: '800ms' });

      act(() => intersection.enterAll());
      expect(revealState()).toBe('shown');
      expect(intersection.observedCount()).toBe(0);
    } finally {
      restoreLayout();
    }
  });

  it('leaves content that is already in view as it is: it never blinks out', () => {
    renderReveal();
    expect(revealState()).toBe('static');
    expect(screen.getByText('Precision').parentElement).not.toHaveClass('pr-reveal--animate');
    expect(intersection.observedCount()).toBe(0);
  });

  it('does not animate under prefers-reduced-motion', () => {
    const restoreMedia = mockMatchMedia(['prefers-reduced-motion: reduce']);
    const restoreLayout = placeBelowTheFold();
    try {
      renderReveal();
      expect(revealState()).toBe('static');
      expect(screen.getByText('Precision').parentElement).not.toHaveClass('pr-reveal--animate');
      expect(intersection.observedCount()).toBe(0);
    } finally {
      restoreLayout();
      restoreMedia();
    }
  });

  it('shows content as is when the browser has no IntersectionObserver', () => {
    intersection.restore();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const restoreLayout = placeBelowTheFold();
    try {
      renderReveal();
      expect(revealState()).toBe('static');
    } finally {
      restoreLayout();
    }
  });
});
