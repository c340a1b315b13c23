/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { searchApi, type PageRequest } from '@mfe/shared-ui';
import type { CreateFederationInstance } from './serverRemotes';
import { createShellPages, type ShellPagesOptions } from './shellPages';
import { listenLocally } from './testing/localServer';

/** The site settings as the API answers them, with a phone number of their own (not the seed's). */
const SETTINGS = { ...DEFAULT_SITE_SETTINGS, phone: '+62 21 555 0190' };
const SETTINGS_ANSWER = JSON.stringify({ data: SETTINGS });

describe('createShellPages', () => {
  const TEMPLATE =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>' +
    '<title>Mitra Presisi Teknik</title><link rel="icon" href="data:,"/><script defer="defer" src="/main.63909747.js"></script></head>' +
    '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';
  const SHARED = [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'react-router-dom',
    'react-redux',
    '@reduxjs/toolkit',
    '@mfe/shared-ui',
  ];
  let distDir: string;
  const created: Array<Parameters<CreateFederationInstance>[0]> = [];
  const createInstance: CreateFederationInstance = (options) => {
    created.push(options);
    return {
      registerRemotes: () => {
        throw new Error('no remote is registered in these tests');
      },
      loadRemote: () => Promise.reject(new Error('no remote is loaded in these tests')),
    };
  };

  beforeAll(() => {
    // webpack.server.config.js defines this: the versions the shared modules are offered at.
    (globalThis as { __SHARED_VERSIONS__?: Record<string, string> }).__SHARED_VERSIONS__ = Object.fromEntries(SHARED.map((name) => [name, '1.0.0']));
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  });
  afterAll(() => {
    fs.rmSync(distDir, { recursive: true, force: true });
    delete (globalThis as { __SHARED_VERSIONS__?: unknown }).__SHARED_VERSIONS__;
  });

  function pages(extra: Partial<ShellPagesOptions> = {}) {
    return createShellPages({
      distDir,
      apiUrl: 'http://127.0.0.1:9',
      siteOrigin: 'http://shop.test',
      browserConfig: () => ({}),
      serverConfig: { remotes: { public_remote: { entry: 'http://127.0.0.1:9/remoteEntry.js' } } } as ShellPagesOptions['serverConfig'],
      createInstance,
      log: () => {},
      ...extra,
    });
  }

  it('creates its federation instance with the shared modules, and registers no remote before a page asks', () => {
    created.length = 0;
    pages();
    expect(created).toHaveLength(1);
    expect(created[0].name).toBe('shell_server');
    expect(created[0].remotes).toEqual([]);
    expect(Object.keys(created[0].shared).sort()).toEqual([...SHARED].sort());
  });

  describe('handle', () => {
    async function request(shellPages: ReturnType<typeof pages>, url: string) {
      const server = await listenLocally((req, res) => void shellPages.handle(req, res));
      try {
        return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
          http
            .get(`${server.url}${url}`, { agent: false }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
            })
            .on('error', reject);
        });
      } finally {
        await server.close();
      }
    }

    it('answers /__diagnostics with the heap and the remote generations when diagnostics are on', async () => {
      const answer = await request(pages({ diagnostics: true }), '/__diagnostics');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = JSON.parse(answer.body) as { heapUsed: unknown; remoteGenerations: unknown };
      expect(typeof body.heapUsed).toBe('number');
      expect(body.remoteGenerations).toEqual({});
    });

    it('answers /__diagnostics as an unknown page (404 HTML) when diagnostics are off', async () => {
      const answer = await request(pages(), '/__diagnostics');
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).not.toContain('heapUsed');
    });

    it('sends admin routes the client-rendered page, kept out of search engines', async () => {
      const answer = await request(pages(), '/admin/products');
      expect(answer.status).toBe(200);
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(answer.body).toContain('<title>Admin | Mitra Presisi Teknik</title>');
      expect(answer.body).toContain('<div id="root"></div>');
    });

    it('answers a permanent redirect (308) when the page says it moved: a renamed type asked by its old name', async () => {
      // The remote's files and the API, as far as a page render reads them.
      const upstreamServer = await listenLocally((req, res) => {
        if (req.url === '/api/catalog/version') return res.end(JSON.stringify({ data: { version: '7' } }));
        if (req.url === '/api/settings') return res.end(SETTINGS_ANSWER);
        if (req.url === '/mf-manifest.json') return res.end(JSON.stringify({ exposes: [] }));
        res.writeHead(200, { ETag: '"v1"' });
        res.end();
      });
      const asked: Array<Record<string, string | undefined>> = [];
      const moved: CreateFederationInstance = () => ({
        registerRemotes: () => undefined,
        loadRemote: async () =>
          ({
            default: () => null,
            preparePage: async ({ params }: { params: Record<string, string | undefined> }) => {
              asked.push(params);
              return { status: 308, redirect: '/product/Machining%20Tools', head: { title: 'Machining Tools' } };
            },
          }) as never,
      });
      try {
        const answer = await request(
          pages({
            apiUrl: upstreamServer.url,
            createInstance: moved,
            serverConfig: { remotes: { public_remote: { entry: `${upstreamServer.url}/remoteEntry.js` } } } as ShellPagesOptions['serverConfig'],
          }),
          '/product/Machine%20Tools',
        );
        expect([answer.status, answer.headers.location]).toEqual([308, '/product/Machining%20Tools']);
        expect(asked).toEqual([{ type: 'Machine Tools' }]);
      } finally {
        await upstreamServer.close();
      }
    });

    it('renders /search?q= with the text in the title, noindex, and anew for every request (not kept in the page cache)', async () => {
      const forwardedFor: unknown[] = [];
      const upstreamServer = await listenLocally((req, res) => {
        if (req.url === '/api/catalog/version') return res.end(JSON.stringify({ data: { version: '7' } }));
        if (req.url === '/api/settings') return res.end(SETTINGS_ANSWER);
        if (req.url?.startsWith('/api/search')) {
          forwardedFor.push(req.headers['x-forwarded-for']);
          return res.end(JSON.stringify({ data: { q: 'lb3000', groups: [] } }));
        }
        if (req.url === '/mf-manifest.json') return res.end(JSON.stringify({ exposes: [] }));
        res.writeHead(200, { ETag: '"v1"' });
        res.end();
      });
      const asked: string[] = [];
      const search: CreateFederationInstance = () => ({
        registerRemotes: () => undefined,
        loadRemote: async () =>
          ({
            default: () => 'LB3000 EX II',
            preparePage: async ({ searchParams, dispatch }: PageRequest) => {
              asked.push(searchParams.get('q') ?? '');
              await dispatch(searchApi.endpoints.search.initiate({ q: searchParams.get('q') ?? '' }));
              return { status: 200, head: { title: `Search results for "${searchParams.get('q')}"`, noindex: true }, cacheable: false };
            },
          }) as never,
      });
      try {
        const shellPages = pages({
          apiUrl: upstreamServer.url,
          createInstance: search,
          serverConfig: { remotes: { public_remote: { entry: `${upstreamServer.url}/remoteEntry.js` } } } as ShellPagesOptions['serverConfig'],
        });
        const answer = await request(shellPages, '/search?q=lb3000');
        expect(answer.status).toBe(200);
        expect(answer.body).toContain('<title>Search results for &quot;lb3000&quot; | Mitra Presisi Teknik</title>');
        expect(answer.body).toContain('<meta name="robots" content="noindex, follow">');
        expect(answer.body).not.toContain('rel="canonical"');
        expect(answer.body).toContain('LB3000 EX II');
        await request(shellPages, '/search?q=lb3000');
        expect(asked).toEqual(['lb3000', 'lb3000']);
        // The API is told whose search it is: the visitor's address, not this server's own.
        expect(forwardedFor).toEqual([expect.stringMatching(/127\.0\.0\.1$/), expect.stringMatching(/127\.0\.0\.1$/)]);
      } finally {
        await upstreamServer.close();
      }
    });

    describe('a series page (issue 14)', () => {
      const product = {
        name: 'NL Series',
        description: 'CNC lathes',
        imagePath: 'images/nl.jpg',
        brand: 'Kanto',
        category: 'CNC Lathes',
        path: '/product/series/7',
        related: [{ name: 'NL-100', path: '/product/series/7#product-21' }],
      };
      /** The server container's SeriesPage as far as the shell sees it: 200 for series 7, else 404. */
      async function seriesPage(url: string) {
        const upstreamServer = await listenLocally((req, res) => {
          if (req.url === '/api/catalog/version') return res.end(JSON.stringify({ data: { version: '7' } }));
          if (req.url === '/api/settings') return res.end(SETTINGS_ANSWER);
          if (req.url === '/mf-manifest.json') return res.end(JSON.stringify({ exposes: [] }));
          res.writeHead(200, { ETag: '"v1"' });
          res.end();
        });
        const loaded: string[] = [];
        const instance: CreateFederationInstance = () => ({
          registerRemotes: () => undefined,
          loadRemote: async (id: string) => {
            loaded.push(id);
            return {
              default: () => null,
              preparePage: async ({ params }: { params: Record<string, string | undefined> }) =>
                params.seriesId === '7'
                  ? {
                      status: 200,
                      head: {
                        title: 'NL Series',
                        description: 'CNC lathes',
                        imagePath: 'images/nl.jpg',
                        breadcrumbs: [
                          { name: 'Home', path: '/' },
                          { name: 'NL Series', path: '/product/series/7' },
                        ],
                        product,
                      },
                    }
                  : { status: 404, head: { title: 'Product series' } },
            } as never;
          },
        });
        try {
          const answer = await request(
            pages({
              apiUrl: upstreamServer.url,
              createInstance: instance,
              serverConfig: { remotes: { public_remote: { entry: `${upstreamServer.url}/remoteEntry.js` } } } as ShellPagesOptions['serverConfig'],
            }),
            url,
          );
          return { ...answer, loaded };
        } finally {
          await upstreamServer.close();
        }
      }
      const jsonLdTypes = (html: string) =>
        [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);

      it('renders /product/series/{id} through the SeriesPage module with its head: title, canonical, Product and BreadcrumbList', async () => {
        const answer = await seriesPage('/product/series/7');
        expect(answer.status).toBe(200);
        expect(answer.loaded).toEqual(['public_remote/SeriesPage']);
        expect(answer.body).toContain('<title>NL Series | Mitra Presisi Teknik</title>');
        expect(answer.body).toContain('<meta name="description" content="CNC lathes">');
        expect(answer.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/product\/series\/7">/);
        expect(answer.body).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/storage\/variants\/images\/nl.jpg\/w1200.jpg">/);
        expect(jsonLdTypes(answer.body)).toEqual(['Organization', 'BreadcrumbList', 'Product', 'WebPage']);
        // The Organization from the site settings, which the handover gives the browser (it does not ask again).
        expect(answer.body).toContain('"telephone":"+62 21 555 0190"');
        expect(answer.body).toMatch(
          /<script id="ssr-handover" type="application\/json">[^<]*"getSiteSettings\(undefined\)"[^<]*"phone":"\+62 21 555 0190"/,
        );
      });

      it('answers 404, kept out of search engines, for an unknown series', async () => {
        const answer = await seriesPage('/product/series/999');
        expect(answer.status).toBe(404);
        expect(answer.body).toContain('<meta name="robots" content="noindex">');
        expect(jsonLdTypes(answer.body)).toEqual(['Organization']);
      });
    });

    describe('the compare page (issue 24)', () => {
      /**
       * The server container's ComparePage as far as the shell sees it: what it asked and in which
       * language; 200 whatever the ids (no ids and a link that is not right are pages that say so).
       */
      async function comparePage(url: string) {
        const upstreamServer = await listenLocally((req, res) => {
          if (req.url === '/api/catalog/version') return res.end(JSON.stringify({ data: { version: '7' } }));
          if (req.url === '/api/settings') return res.end(SETTINGS_ANSWER);
          if (req.url === '/mf-manifest.json') return res.end(JSON.stringify({ exposes: [] }));
          res.writeHead(200, { ETag: '"v1"' });
          res.end();
        });
        const loaded: string[] = [];
        const asked: Array<{ ids: string | null; locale: string }> = [];
        const instance: CreateFederationInstance = () => ({
          registerRemotes: () => undefined,
          loadRemote: async (id: string) => {
            loaded.push(id);
            return {
              default: () => 'Compare models',
              preparePage: async ({ searchParams, locale }: PageRequest) => {
                asked.push({ ids: searchParams.get('ids'), locale });
                return { status: 200, head: { title: locale === 'id' ? 'Bandingkan model' : 'Compare models', noindex: true } };
              },
            } as never;
          },
        });
        try {
          const shellPages = pages({
            apiUrl: upstreamServer.url,
            createInstance: instance,
            serverConfig: { remotes: { public_remote: { entry: `${upstreamServer.url}/remoteEntry.js` } } } as ShellPagesOptions['serverConfig'],
          });
          const answer = await request(shellPages, url);
          return { ...answer, loaded, asked, again: (next: string) => request(shellPages, next) };
        } finally {
          await upstreamServer.close();
        }
      }

      it('renders /product/compare?ids= through the ComparePage module (not a type named compare), 200, noindex, no canonical', async () => {
        const answer = await comparePage('/product/compare?ids=3,9&utm_source=mail');
        expect(answer.status).toBe(200);
        expect(answer.loaded).toEqual(['public_remote/ComparePage']);
        expect(answer.asked).toEqual([{ ids: '3,9', locale: 'en' }]);
        expect(answer.body).toContain('<title>Compare models | Mitra Presisi Teknik</title>');
        expect(answer.body).toMatch(/<meta name="robots" content="noindex[^"]*">/);
        expect(answer.body).not.toContain('rel="canonical"');
      });

      it('renders its Indonesian twin at /id/product/compare, and a link that is not right as a page (200), never a 500', async () => {
        const twin = await comparePage('/id/product/compare?ids=3,9');
        expect([twin.status, twin.asked]).toEqual([200, [{ ids: '3,9', locale: 'id' }]]);
        expect(twin.body).toContain('<html lang="id"');
        expect(twin.body).toContain('<title>Bandingkan model | Mitra Presisi Teknik</title>');
        expect(twin.body).toMatch(/<meta name="robots" content="noindex[^"]*">/);
        for (const url of ['/product/compare?ids=abc', '/product/compare?ids=1,2,3,4,5', '/product/compare']) {
          const answer = await comparePage(url);
          expect([url, answer.status, answer.loaded]).toEqual([url, 200, ['public_remote/ComparePage']]);
        }
      });
    });

    describe('in two languages (issue 22)', () => {
      /** A server container whose every screen says its route, page and locale; records what preparePage was asked. */
      /** @param settingsReadable false: the API answers GET /api/settings with a 503. */
      async function bilingualSite(settingsReadable = true) {
        const upstreamServer = await listenLocally((req, res) => {
          if (req.url === '/api/catalog/version') return res.end(JSON.stringify({ data: { version: '7' } }));
          if (req.url === '/api/settings' && !settingsReadable) {
            res.writeHead(503, { 'content-type': 'application/json' });
            return res.end(JSON.stringify({ message: 'Service unavailable' }));
          }
          if (req.url === '/api/settings') return res.end(SETTINGS_ANSWER);
          if (req.url === '/mf-manifest.json') return res.end(JSON.stringify({ exposes: [] }));
          res.writeHead(200, { ETag: '"v1"' });
          res.end();
        });
        const asked: Array<{ module: string; params: Record<string, string | undefined>; locale: string }> = [];
        const instance: CreateFederationInstance = () => ({
          registerRemotes: () => undefined,
          loadRemote: async (id: string) => {
            const module = id.split('/')[1]!;
            return {
              default: () => null,
              preparePage: async ({ params, locale }: PageRequest) => {
                asked.push({ module, params, locale });
                if (params.type === 'Old') return { status: 308, redirect: '/product/New', head: { title: 'New' } };
                return {
                  status: 200,
                  head: {
                    title: locale === 'id' ? 'Seri NL' : 'NL Series',
                    breadcrumbs: [
                      { name: 'Home', path: '/' },
                      { name: 'NL Series', path: '/product/series/7' },
                    ],
                    product: { name: 'NL Series', path: '/product/series/7', related: [{ name: 'NL-100', path: '/product/series/7#product-21' }] },
                  },
                };
              },
            } as never;
          },
        });
        const site = pages({
          apiUrl: upstreamServer.url,
          createInstance: instance,
          serverConfig: { remotes: { public_remote: { entry: `${upstreamServer.url}/remoteEntry.js` } } } as ShellPagesOptions['serverConfig'],
        });
        return { site, asked, close: () => upstreamServer.close() };
      }
      const jsonLd = (html: string) =>
        [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

      it('matches /id and /id/... to the same routes, rendered in Indonesian with its head and <html lang="id">', async () => {
        const { site, asked, close } = await bilingualSite();
        try {
          const home = await request(site, '/id');
          expect(home.status).toBe(200);
          const series = await request(site, '/id/product/series/7?utm_source=x');
          expect(series.status).toBe(200);
          expect(asked).toEqual([
            { module: 'LandingPage', params: {}, locale: 'id' },
            { module: 'SeriesPage', params: { seriesId: '7' }, locale: 'id' },
          ]);
          expect(series.body).toMatch(/^<!doctype html><html lang="id">/);
          expect(series.body).toContain('<title>Seri NL | Mitra Presisi Teknik</title>');
          expect(series.body).toContain('<link rel="canonical" href="http://shop.test/id/product/series/7">');
          expect(series.body).toContain('<link rel="alternate" href="http://shop.test/product/series/7" hreflang="en">');
          expect(series.body).toContain('<link rel="alternate" href="http://shop.test/id/product/series/7" hreflang="id">');
          expect(series.body).toContain('<link rel="alternate" href="http://shop.test/product/series/7" hreflang="x-default">');
          expect(series.body).toContain('<meta property="og:locale" content="id_ID">');
          expect(series.body).toContain('<meta property="og:locale:alternate" content="en_US">');
          const [, breadcrumbs, product, webPage] = jsonLd(series.body);
          expect((breadcrumbs!.itemListElement as Array<{ item: string }>).map((crumb) => crumb.item)).toEqual([
            'http://shop.test/id',
            'http://shop.test/id/product/series/7',
          ]);
          expect(product!.url).toBe('http://shop.test/id/product/series/7');
          expect((product!.isRelatedTo as Array<{ url: string }>)[0]!.url).toBe('http://shop.test/id/product/series/7#product-21');
          expect(webPage).toMatchObject({ '@type': 'WebPage', inLanguage: 'id', url: 'http://shop.test/id/product/series/7' });
          // The browser hydrates at the URL it was rendered for.
          expect(series.body).toContain('"url":"/id/product/series/7"');
        } finally {
          await close();
        }
      });

      it('keeps each language’s page in the cache under its own key', async () => {
        const { site, asked, close } = await bilingualSite();
        try {
          const english = await request(site, '/product/series/7');
          const indonesian = await request(site, '/id/product/series/7');
          await request(site, '/id/product/series/7');
          await request(site, '/product/series/7');
          expect(asked.map((ask) => ask.locale)).toEqual(['en', 'id']);
          expect(english.body).toMatch(/<html lang="en">/);
          expect(english.body).toContain('<link rel="canonical" href="http://shop.test/product/series/7">');
          expect(indonesian.body).toMatch(/<html lang="id">/);
        } finally {
          await close();
        }
      });

      it('renders a page whose site settings cannot be read without the company facts, and does not keep it', async () => {
        const { site, asked, close } = await bilingualSite(false);
        const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
          const first = await request(site, '/product/series/7');
          await request(site, '/product/series/7');
          expect(first.status).toBe(200);
          expect(jsonLd(first.body).map((block) => block['@type'])).toEqual(['BreadcrumbList', 'Product', 'WebPage']);
          expect(first.body).not.toContain('name="description"');
          // Rendered again for the next request, which may read them.
          expect(asked).toHaveLength(2);
        } finally {
          consoleError.mockRestore();
          await close();
        }
      });

      it('redirects a moved Indonesian page to its new Indonesian URL', async () => {
        const { site, close } = await bilingualSite();
        try {
          const answer = await request(site, '/id/product/Old');
          expect([answer.status, answer.headers.location]).toEqual([308, '/id/product/New']);
        } finally {
          await close();
        }
      });

      it('answers an unknown /id/... page with the Indonesian not-found page; /identity is an English URL', async () => {
        const indonesian = await request(pages(), '/id/nothing-here');
        expect(indonesian.status).toBe(404);
        expect(indonesian.body).toMatch(/<html lang="id">/);
        expect(indonesian.body).toContain('<title>Halaman tidak ditemukan | Mitra Presisi Teknik</title>');
        expect(indonesian.body).toContain('Halaman tidak ditemukan</h1>');
        const english = await request(pages(), '/identity');
        expect(english.status).toBe(404);
        expect(english.body).toMatch(/<html lang="en">/);
        expect(english.body).toContain('<title>Page not found | Mitra Presisi Teknik</title>');
      });
    });

    it('answers a staff preview (?preview=1) with the client-rendered page and X-Robots-Tag noindex, never from or into the page cache (issue 21)', async () => {
      const upstreamServer = await listenLocally((req, res) => {
        if (req.url === '/api/catalog/version') return res.end(JSON.stringify({ data: { version: '7' } }));
        if (req.url === '/api/settings') return res.end(SETTINGS_ANSWER);
        if (req.url === '/mf-manifest.json') return res.end(JSON.stringify({ exposes: [] }));
        res.writeHead(200, { ETag: '"v1"' });
        res.end();
      });
      let prepared = 0;
      const instance: CreateFederationInstance = () => ({
        registerRemotes: () => undefined,
        loadRemote: async () =>
          ({
            default: () => 'NL-100 on the public page',
            preparePage: async () => {
              prepared += 1;
              return { status: 200, head: { title: 'NL Series' } };
            },
          }) as never,
      });
      try {
        const shellPages = pages({
          apiUrl: upstreamServer.url,
          createInstance: instance,
          serverConfig: { remotes: { public_remote: { entry: `${upstreamServer.url}/remoteEntry.js` } } } as ShellPagesOptions['serverConfig'],
        });
        // The public page, rendered once and kept.
        const rendered = await request(shellPages, '/product/series/7');
        expect(rendered.body).toContain('NL-100 on the public page');
        expect(rendered.headers['x-robots-tag']).toBeUndefined();
        expect(prepared).toBe(1);

        // The preview is not the kept page: the browser renders it with the staff session.
        const preview = await request(shellPages, '/product/series/7?preview=1');
        expect(preview.status).toBe(200);
        expect(preview.headers['x-robots-tag']).toBe('noindex');
        expect(preview.body).toContain('<div id="root"></div>');
        expect(preview.body).not.toContain('NL-100 on the public page');
        expect(preview.body).not.toContain('ssr-handover');
        expect(prepared).toBe(1);

        // Nor is it kept: the public page is still the one rendered first, from the cache.
        const again = await request(shellPages, '/product/series/7');
        expect(again.body).toBe(rendered.body);
        expect(again.headers['x-robots-tag']).toBeUndefined();
        expect(prepared).toBe(1);
      } finally {
        await upstreamServer.close();
      }
    });

    it('takes up a shell redeployed in place: the next page links the new build', async () => {
      const shellPages = pages();
      expect((await request(shellPages, '/admin/login')).body).toContain('/main.63909747.js');
      const later = new Date(Date.now() + 5000);
      fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE.replace('main.63909747.js', 'main.0badc0de.js'));
      fs.utimesSync(path.join(distDir, 'index.html'), later, later);
      try {
        const body = (await request(shellPages, '/admin/login')).body;
        expect(body).toContain('/main.0badc0de.js');
        expect(body).not.toContain('/main.63909747.js');
      } finally {
        fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
      }
    });
  });
});
