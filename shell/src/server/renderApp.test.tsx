/**
 * @jest-environment node
 */
import { createAppStore } from '@mfe/shared-ui';
import { preloadedRegistry, renderApp } from './renderApp';

// The server's markup of a page: every Suspense boundary inline (the public layout's nav, screen
// and footer are boundaries, and RemoteScreen's around the screen), never outlined to the end of
// the page behind React's reveal script.

function LargeScreen() {
  return (
    <section>
      {Array.from({ length: 400 }, (_, i) => (
        <p key={i}>Model {i}: a lathe described at some length, so that the screen is larger than React’s progressive chunk.</p>
      ))}
    </section>
  );
}

describe('renderApp', () => {
  it('renders a large screen in place inside its boundary, with no reveal script', async () => {
    const markup = await renderApp(createAppStore(), preloadedRegistry('public_remote/LandingPage', LargeScreen), '/', '', 5000);
    expect(markup.length).toBeGreaterThan(40_000);
    expect(markup).not.toContain('<template');
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('<!--$?-->');
    expect(markup).toMatch(/<main id="main"[^>]*><!--\$--><!--\$--><section><p>Model /);
    expect(markup.match(/<!--\$-->/g)).toHaveLength(4);
  });

  it('renders an Indonesian page under its prefix: the shell in Indonesian, its links in /id (issue 22)', async () => {
    const markup = await renderApp(
      createAppStore({ locale: 'id' }),
      preloadedRegistry('public_remote/LandingPage', LargeScreen),
      '/id/about',
      '/id',
      5000,
    );
    expect(markup).toContain('<a aria-current="page" class="active" href="/id/about" data-discover="true">Tentang Kami</a>');
    expect(markup).toContain('href="/id/products" data-discover="true">Produk</a>');
    expect(markup).toContain('action="/id/search"');
    // The switch names the English twin, in English.
    expect(markup).toContain('<a href="/about" hrefLang="en" lang="en">English</a>');
  });
});
