/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { prerenderDemoPages, type PrerenderedPage } from './prerender';
import type { CreateFederationInstance } from './serverRemotes';
import { listenLocally, type LocalServer } from './testing/localServer';
import { defineSharedVersions, removeSharedVersions } from './testing/sharedVersions';

// The demo's prerender through the server's render sequence (renderPage.ts): the seed catalogue's
// pages from a stand-in server container, with the screen's CSS and scripts of the remote's
// manifest, written beside the sitemap and robots.txt.

describe('prerenderDemoPages', () => {
  let distDir: string;
  let demoFolder: LocalServer;
  const asked: string[] = [];
  const registered: string[] = [];

  beforeAll(async () => {
    defineSharedVersions();
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-dist-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Mitra Presisi Teknik</title>' +
        '<script defer="defer" src="/demo/main.63909747.js"></script></head><body><div id="root"></div></body></html>',
    );
    demoFolder = await listenLocally((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/remotes/public/mf-manifest.json')
        return res.end(
          JSON.stringify({
            exposes: [{ name: 'CataloguePage', assets: { css: { sync: ['screen.0123abcd.css'], async: [] }, js: { sync: ['screen.0123abcd.js'] } } }],
          }),
        );
      if (req.url === '/remotes/public/screen.0123abcd.css') return res.end('.screen{color:teal}');
      res.writeHead(404).end();
    });
  });
  afterAll(async () => {
    await demoFolder.close();
    fs.rmSync(distDir, { recursive: true, force: true });
    removeSharedVersions();
  });

  const createInstance: CreateFederationInstance = () => ({
    registerRemotes: (remotes) => void registered.push(...remotes.map((remote) => remote.entry)),
    loadRemote: async (id) => ({ default: () => createElement('p', null, `screen ${id}`) }) as never,
  });

  // Once for the tests below: it writes its pages over the template it reads.
  let pages: PrerenderedPage[];
  beforeAll(async () => {
    pages = await prerenderDemoPages({
      distDir,
      config: { demo: true, basePath: '/demo', remotes: { public_remote: { entry: '/demo/remotes/public/remoteEntry.js' } } } as never,
      servedAt: `${demoFolder.url}/`,
      origin: 'http://demo.test/',
      createInstance,
      log: () => {},
    });
  });

  it('writes every public page of the seed catalogue, rendered with its screen, CSS and preloads, and the sitemap and robots.txt', () => {
    expect(pages.length).toBeGreaterThan(4);
    expect(pages[0]).toEqual({ url: '/', file: 'index.html', status: 200 });
    expect(registered[0]).toMatch(new RegExp(`^${demoFolder.url}/remotes/public/server/remoteEntry\\.js\\?v=prerender&g=1$`));

    const catalogue = pages.find((page) => page.url.startsWith('/product/catalog/'));
    expect(fs.readFileSync(path.join(distDir, catalogue!.file), 'utf8')).toMatch(/^<!doctype html><html lang="en">/);
    expect(catalogue).toBeDefined();
    const html = fs.readFileSync(path.join(distDir, catalogue!.file), 'utf8');
    expect(html).toContain('<p>screen public_remote/CataloguePage</p>');
    expect(html).toContain('<style data-href="screen.0123abcd.css">.screen{color:teal}</style>');
    expect(html).toContain('/demo/remotes/public/screen.0123abcd.js');
    expect(html).toContain(`<link rel="canonical" href="http://demo.test/demo${catalogue!.url}">`);
    expect(fs.readFileSync(path.join(distDir, 'robots.txt'), 'utf8')).toContain('Sitemap: http://demo.test/demo/sitemap.xml');
    expect(fs.readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8')).toContain(`<loc>http://demo.test/demo${catalogue!.url}</loc>`);
  });

  it('writes each page in Indonesian too, under /id, with <html lang="id"> and its own canonical (issue 22)', () => {
    expect(pages[1]).toEqual({ url: '/id', file: 'id/index.html', status: 200 });
    const english = pages.filter((page) => !page.url.startsWith('/id'));
    const indonesian = pages.filter((page) => page.url === '/id' || page.url.startsWith('/id/'));
    expect(indonesian.map((page) => page.url)).toEqual(english.map((page) => (page.url === '/' ? '/id' : `/id${page.url}`)));

    const catalogue = indonesian.find((page) => page.url.startsWith('/id/product/catalog/'))!;
    expect(catalogue.file).toMatch(/^id\/product\/catalog\//);
    const html = fs.readFileSync(path.join(distDir, catalogue.file), 'utf8');
    expect(html).toMatch(/^<!doctype html><html lang="id">/);
    expect(html).toContain('<p>screen public_remote/CataloguePage</p>');
    expect(html).toContain(`<link rel="canonical" href="http://demo.test/demo${catalogue.url}">`);
    expect(html).toContain(`hreflang="en"`);
    expect(fs.readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8')).toContain(`<loc>http://demo.test/demo${catalogue.url}</loc>`);
  });
});
