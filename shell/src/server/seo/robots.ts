// GET /robots.txt (issue 10): everything may be crawled but the admin area; the sitemap is named.
// `origin` is the site's public root with any base path; the admin path follows that base path.
import { trimOrigin } from './documentHead';

export function robotsTxt(origin: string): string {
  const root = trimOrigin(origin);
  const basePath = new URL(`${root}/`).pathname.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', `Disallow: ${basePath}/admin`, '', `Sitemap: ${root}/sitemap.xml`, ''].join('\n');
}
