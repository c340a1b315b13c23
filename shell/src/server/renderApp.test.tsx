/**
 * @jest-environment node
 */
import { createAppStore } from '@mfe/shared-ui';
import { preloadedRegistry, renderApp } from './renderApp';

// The server's markup of a page: every Suspense boundary inline (the public layout's nav, screen
// and footer are boundaries), never outlined to the end of the page behind React's reveal script.

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
    expect(markup).toMatch(/<main id="main"[^>]*><!--\$--><section><p>Model /);
    expect(markup.match(/<!--\$-->/g)).toHaveLength(3);
  });
});
