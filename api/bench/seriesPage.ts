// Issue 20: the series page at real catalogue sizes. At 100,000 products the demo's 120 series hold
// about 834 models each (the bench's seed, generated at run time, never in the repo's seed). Prints:
//   - the API's series page read (GET /api/product/series/page/{id}): the largest series' answer in
//     bytes beside the full detail's, and its uncached latency (each series' first page, then every
//     other page, each asked once: the read cache never answers);
//   - when the shell's server and public-remote are built (npm run build -w public-remote -w shell),
//     the server-rendered HTML through the shell: the largest series page's bytes (handover and
//     JSON-LD within), and the uncached render p99 over (series, page) URLs asked once each (the
//     page cache never answers; the API's answers are warm, so this is the render's own cost).
// Figures only; nothing is asserted (goals: HTML ≤ 150 KB, uncached render p99 ≤ 50 ms).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

interface Sample {
  ms: number;
  bytes: number;
  status: number;
}

async function timed(url: string, headers: Record<string, string> = {}): Promise<Sample & { text: string }> {
  const t0 = performance.now();
  const r = await fetch(url, { headers });
  const text = await r.text();
  return { ms: performance.now() - t0, bytes: Buffer.byteLength(text), status: r.status, text };
}

function pct(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const stats = (ms: number[]) =>
  `p50 ${pct(ms, 50).toFixed(1)} ms   p99 ${pct(ms, 99).toFixed(1)} ms   max ${Math.max(...ms).toFixed(1)} ms   (${ms.length} requests)`;

/** The series' ids from the admin list. */
async function seriesIds(base: string, auth: Record<string, string>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await fetch(`${base}/api/product/series?items_per_page=100&page=${page}`, { headers: auth })).json()) as {
      data: { data: Array<{ id: number }>; last_page: number };
    };
    ids.push(...body.data.data.map((s) => s.id));
    if (page >= body.data.last_page) return ids;
  }
}

function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  return (async () => {
    for (let i = 0; i < 240; i++) {
      if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
      try {
        if ((await fetch(url)).status < 500) return;
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${what} did not start`);
  })();
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export async function seriesPageBench(base: string, auth: Record<string, string>) {
  console.log('\nseries page (issue 20)');
  const ids = await seriesIds(base, auth);

  // (a) The API's read, uncached: each series' first page (its name order read), then the other pages.
  const totals = new Map<number, number>();
  const firstMs: number[] = [];
  for (const id of ids) {
    const r = await timed(`${base}/api/product/series/page/${id}`);
    if (r.status !== 200) throw new Error(`series page ${id} answered ${r.status}`);
    firstMs.push(r.ms);
    totals.set(id, (JSON.parse(r.text) as { data: { mt_product_page: { total: number } } }).data.mt_product_page.total);
  }
  const pageUrls: string[] = [];
  const otherMs: number[] = [];
  for (const id of ids) {
    const last = Math.max(1, Math.ceil(totals.get(id)! / 48));
    pageUrls.push(`/product/series/${id}`);
    for (let page = 2; page <= last; page++) {
      pageUrls.push(`/product/series/${id}?page=${page}`);
      otherMs.push((await timed(`${base}/api/product/series/page/${id}?page=${page}`)).ms);
    }
  }
  const [largest, models] = [...totals.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
  const pageRead = await timed(`${base}/api/product/series/page/${largest}`);
  const detail = await timed(`${base}/api/product/series/detail/${largest}`);
  const productCount = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${ids.length} series, ${productCount} products; the largest, series ${largest}, has ${models} models (${Math.ceil(models / 48)} pages of 48)`,
  );
  console.log(
    `GET /api/product/series/page/${largest} (48 models):      ${kb(pageRead.bytes)}   (the full detail, every model: ${kb(detail.bytes)})`,
  );
  console.log(`  uncached, each series' first page:  ${stats(firstMs)}`);
  console.log(`  uncached, every other page:          ${stats(otherMs)}`);

  // (b) The HTML through the shell's server, when built.
  const shellBundle = path.join(repo, 'shell/dist-server/shell-server.js');
  const remoteServer = path.join(repo, 'public-remote/dist/server/remoteEntry.js');
  if (!fs.existsSync(shellBundle) || !fs.existsSync(remoteServer) || !fs.existsSync(path.join(repo, 'shell/dist/index.html'))) {
    console.log('HTML: not measured: build the shell and public-remote first (npm run build -w public-remote -w shell)');
    return;
  }
  const shellPort = Number(process.env.SHELL_PORT || 3100);
  const remotePort = Number(process.env.PUBLIC_REMOTE_PORT || 3101);
  const env = {
    ...process.env,
    API_URL: base,
    SHELL_PORT: String(shellPort),
    PUBLIC_REMOTE_PORT: String(remotePort),
    HOST: '127.0.0.1',
    NODE_OPTIONS: '',
  };
  const serve = path.join(repo, 'scripts/serve.mjs');
  let remote: ChildProcess | null = null;
  let shell: ChildProcess | null = null;
  try {
    remote = spawn(process.execPath, [serve, 'public-remote'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(`http://127.0.0.1:${remotePort}/remoteEntry.js`, remote, 'public-remote');
    shell = spawn(process.execPath, [serve, 'shell'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const site = `http://127.0.0.1:${shellPort}`;
    await waitFor(`${site}/index.html`, shell, 'the shell');
    const html = { accept: 'text/html' };
    // Warm-up: the server containers loaded, on another series than those measured first.
    for (let i = 0; i < 5; i++) await timed(`${site}/product/series/${ids[ids.length - 1]}?page=${i + 2}`, html);

    const page = await timed(`${site}/product/series/${largest}`, html);
    if (page.status !== 200) throw new Error(`the largest series page answered ${page.status}`);
    const handover = /<script id="ssr-handover"[^>]*>([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
    const jsonLd = [...page.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].reduce(
      (n, m) => n + Buffer.byteLength(m[1]!),
      0,
    );
    const elements = (page.text.match(/<[a-zA-Z]/g) ?? []).length;
    console.log(
      `HTML of /product/series/${largest} (server-rendered): ${kb(page.bytes)}, ${elements} elements; handover ${kb(Buffer.byteLength(handover))}, JSON-LD ${kb(jsonLd)}   (goal ≤ 150 KB)`,
    );
    let largestHtml = page.bytes;
    const renderMs: number[] = [];
    const limit = Number(process.argv[process.argv.indexOf('--render-samples') + 1]) || 600;
    // Spread over the series: every series' first pages before the later pages of any.
    const byPage = [...pageUrls].sort((a, b) => Number(/page=(\d+)/.exec(a)?.[1] ?? 1) - Number(/page=(\d+)/.exec(b)?.[1] ?? 1));
    for (const url of byPage.slice(0, limit)) {
      if (url === `/product/series/${largest}`) continue; // asked above: in the page cache
      const r = await timed(site + url, html);
      if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
      renderMs.push(r.ms);
      largestHtml = Math.max(largestHtml, r.bytes);
    }
    console.log(`  the largest HTML of the ${renderMs.length + 1} series pages rendered: ${kb(largestHtml)}`);
    console.log(`  uncached render (shell page cache never answers; API answers warm): ${stats(renderMs)}   (goal p99 ≤ 50 ms)`);
    const cached: number[] = [];
    for (let i = 0; i < 50; i++) cached.push((await timed(`${site}/product/series/${largest}`, html)).ms);
    console.log(`  cached, the same page again:         ${stats(cached)}`);
  } finally {
    await stop(shell);
    await stop(remote);
  }
}
