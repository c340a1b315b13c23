import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './pageResponse';
import { upstreamJson } from './upstream';
import { robotsTxt } from './seo/robots';
import { loadSitemapCatalogue, sitemapEntries, sitemapXml } from './seo/sitemap';

// GET /robots.txt and GET /sitemap.xml as the shell's server answers them: the sitemap from the
// live catalogue (the API as this server reaches it), or 503 while the API cannot be read.

export interface SeoRoutesOptions {
  /** The API as this server reaches it. */
  apiUrl: string;
  /** The site's public root with its base path (SITE_ORIGIN, never a request's headers). */
  origin: string;
  log: (line: string) => void;
}

export function createSeoRoutes({ apiUrl, origin, log }: SeoRoutesOptions) {
  return {
    robots(req: IncomingMessage, res: ServerResponse) {
      sendText(req, res, 200, 'text/plain; charset=utf-8', robotsTxt(origin));
    },
    async sitemap(req: IncomingMessage, res: ServerResponse) {
      try {
        const catalogue = await loadSitemapCatalogue(
          (path) => upstreamJson(`${apiUrl}${path}`, 5000),
          (path, error) => log(`sitemap: left out ${path}: ${error.message}`),
        );
        sendText(req, res, 200, 'application/xml; charset=utf-8', sitemapXml(origin, sitemapEntries(catalogue)));
      } catch (error) {
        log(`sitemap: ${(error as Error).message}`);
        res.setHeader('Retry-After', '30');
        sendText(req, res, 503, 'text/plain; charset=utf-8', 'The catalogue cannot be read right now; try again shortly.\n');
      }
    },
  };
}
