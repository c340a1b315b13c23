/** @jest-environment node */
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('allows everything but /admin and names the sitemap', () => {
    expect(robotsTxt('https://www.mitrapresisi.example/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.mitrapresisi.example/sitemap.xml\n',
    );
  });

  it('follows a base path', () => {
    const txt = robotsTxt('https://x.example/demo');
    expect(txt).toContain('Disallow: /demo/admin\n');
    expect(txt).toContain('Sitemap: https://x.example/demo/sitemap.xml\n');
  });
});
