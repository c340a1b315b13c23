#!/usr/bin/env node
// `npm run bench:bundle`: opens the main routes in Chromium with an empty cache and sums the gzip
// size of all JavaScript each one downloads; lists the files; flags antd or admin-remote files on
// public routes. Each public route is measured in English and, beside it, in Indonesian (issue 22:
// its twin under /id, which loads the other message chunks); both are held to the budget. Uses the
// servers of a running `npm start` (SHELL_PORT…), or starts them itself.
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { portOf } from './lib/apps.mjs';
import { DEMO_CREDENTIALS } from './lib/demoBundle.mjs';
import { useOrStartSite } from './lib/site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const shellUrl = `http://localhost:${portOf('shell')}`;
const origins = {
  [`:${portOf('shell')}`]: 'shell',
  [`:${portOf('public-remote')}`]: 'public',
  [`:${portOf('admin-remote')}`]: 'admin',
};
const ANTD_MARKER = /ant-btn|\bantd\b/;
/** Issue 4: all JavaScript a public route downloads, gzip, at most 170 KB. */
const PUBLIC_ROUTE_BUDGET_GZIP_BYTES = 170 * 1024;

async function api(pathname, init) {
  const response = await fetch(`${shellUrl}${pathname}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...init?.headers },
  });
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return (await response.json()).data;
}

/** A site-relative URL's Indonesian twin, as catalogue-core's urlInLocale writes it ('/' → '/id'). */
function indonesianTwin(url) {
  return url === '/' ? '/id' : `/id${url}`;
}

const site = await useOrStartSite({ name: 'bench' });

try {
  const types = (await api('/api/manufacture-type?page=1&items_per_page=100')).data;
  const type = types.find((t) => t.name !== 'Engineering & Services') ?? types[0];
  const detail = await api(`/api/manufacture-type/detail/name/${encodeURIComponent(type.name)}`);
  const vendorId = detail.mt_vendor?.[0]?.id ?? 1;
  const seriesId = detail.mt_vendor?.[0]?.mt_product_category?.[0]?.mt_product_series?.[0]?.id ?? 1;
  const login = await api('/api/login', {
    method: 'POST',
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL || DEMO_CREDENTIALS.email,
      password: process.env.ADMIN_PASSWORD || DEMO_CREDENTIALS.password,
    }),
  });
  // Two models of that series side by side (issue 24): the compare page's own JavaScript.
  const modelIds = (await api(`/api/product/series/page/${seriesId}`)).mt_product.slice(0, 2).map((product) => product.id);
  const session = { id: login.id, email: login.email, name: login.name, token: login.token, isLoggedIn: true };

  const publicPaths = [
    '/',
    `/product/${encodeURIComponent(type.name)}`,
    `/product/catalog/${encodeURIComponent(type.name)}/${vendorId}?category=All`,
    `/product/series/${seriesId}`,
    `/search?q=${encodeURIComponent(type.name)}`,
    `/product/compare?ids=${modelIds.join(',')}`,
  ];
  const routes = [
    ...publicPaths.flatMap((path) => [
      { path, public: true },
      { path: indonesianTwin(path), public: true },
    ]),
    { path: '/admin/login', public: false },
    { path: '/admin/product', public: false, session },
  ];

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (route.session) await context.addInitScript((value) => localStorage.setItem('mfe.session', value), JSON.stringify(route.session));
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body).length, antd: ANTD_MARKER.test(body.toString('utf8')) }),
          () => null,
        ),
      );
    });
    await page.goto(`${shellUrl}${route.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = (await Promise.all(pending)).filter(Boolean);
    const origin = (url) => Object.entries(origins).find(([port]) => url.includes(`${port}/`))?.[1] ?? 'other';
    const flags = route.public ? files.filter((f) => f.antd || origin(f.url) === 'admin') : [];
    results.push({ route: route.path, files, flags, origin, isPublic: route.public });
    await context.close();
  }
  await browser.close();

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('\nJavaScript downloaded per route (empty cache), gzip -6 sizes:\n');
  for (const { route, files, flags, origin } of results) {
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    console.log(
      `${route}\n  ${files.length} files, ${gzip} bytes gzip (${kb(gzip)}), ${kb(raw)} raw${flags.length ? `   ⚠ ${flags.length} antd/admin file(s) on a public route` : ''}`,
    );
    for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
      const name = new URL(f.url).pathname;
      console.log(`    ${origin(f.url).padEnd(7)} ${String(f.gzip).padStart(8)}  ${name}${f.antd ? '  [antd]' : ''}`);
    }
  }
  console.log(`\nsummary (gzip bytes of JS; public routes' budget ${PUBLIC_ROUTE_BUDGET_GZIP_BYTES}):`);
  let failed = false;
  for (const { route, files, flags, isPublic } of results) {
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const over = isPublic && gzip > PUBLIC_ROUTE_BUDGET_GZIP_BYTES;
    failed ||= over || flags.length > 0;
    console.log(`  ${route.padEnd(48)} ${String(gzip).padStart(8)}${flags.length ? '  FLAGGED' : ''}${over ? '  OVER BUDGET' : ''}`);
  }
  if (failed) process.exitCode = 1;
} finally {
  await site.stop();
}
