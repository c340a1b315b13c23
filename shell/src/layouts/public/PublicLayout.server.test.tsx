import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setViewportWidth } from '../../testing/renderShell';
import { PublicLayout } from './PublicLayout';

// Issue 10: the shell's server renders this layout and the browser hydrates it. The HTML must be
// right on a phone and a desktop alike (CSS picks links or menu button), and equal to the browser's
// first render whatever its width and scroll position.

function layout() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<PublicLayout heroUnderNav />}>
          <Route index element={<p>Page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

describe('public layout, server-rendered', () => {
  afterEach(() => {
    setViewportWidth(1280);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('renders both the links and the menu button, neither hidden, whatever the browser says', () => {
    const wide = renderToString(layout());
    setViewportWidth(375);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    const narrowScrolled = renderToString(layout());
    expect(narrowScrolled).toBe(wide);
    expect(wide).toContain('aria-label="Open menu"');
    expect(wide).toContain('aria-label="Main"');
    expect(wide).not.toContain('hidden=""');
    expect(wide).toContain('data-solid="false"');
  });

  it.each([375, 1280])('hydrates at %i px, scrolled, without a mismatch; then marks the unused control hidden', async (width) => {
    const html = renderToString(layout());
    setViewportWidth(width);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: string[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args.map(String).join(' ')));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, layout(), { onRecoverableError: (error) => errors.push(String(error)) });
      });
    } finally {
      consoleError.mockRestore();
    }
    expect(errors).toEqual([]);
    // After hydration the browser's values apply: solid (scrolled), and the other control hidden.
    expect(container.querySelector('header')).toHaveAttribute('data-solid', 'true');
    const button = container.querySelector('.public-nav__menu-button')!;
    const links = container.querySelector('.public-nav__wide')!;
    expect(button.hasAttribute('hidden')).toBe(width >= 960);
    expect(links.hasAttribute('hidden')).toBe(width < 960);
    act(() => root?.unmount());
    container.remove();
  });
});
