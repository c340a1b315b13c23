// Issue 24's figures for the exports (npm run bench -w api -- --export, and at the end of the full
// run): every product (100,000 × 10 attribute values) as CSV, then as XLSX, streamed; the time,
// the bytes and the API process's memory: its RSS before, its peak while it streams (sampled every
// 20 ms from /proc) and the growth. Flat memory: the peak stays near the RSS before, whatever the
// number of rows.
import fs from 'node:fs';
import os from 'node:os';

/** The pids of a process and its descendants (tsx runs the server in a child of the one the bench spawned). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* gone, or no /proc */
  }
  return [pid, ...children.flatMap(processTree)];
}

/** A process's resident memory in bytes (0 when it cannot be read). */
function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The API process: the largest of the tree (the wrapper of tsx is small). */
const serverRss = (pid: number) => Math.max(...processTree(pid).map(rssOf));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One export downloaded (its bytes counted, not kept), with the time, the bytes and the API's RSS before and at its peak. */
async function measure(base: string, auth: Record<string, string>, serverPid: number, label: string, query: string) {
  const before = serverRss(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRss(serverPid))), 20);
  const t0 = performance.now();
  const r = await fetch(`${base}/api/product/export?${query}`, { headers: auth });
  if (r.status !== 200) throw new Error(`export ${query}: ${r.status} ${await r.text()}`);
  let bytes = 0;
  let firstByte = 0;
  let lines = 0;
  for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) {
    if (!bytes) firstByte = performance.now() - t0;
    bytes += chunk.length;
    if (query.includes('csv')) for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, serverRss(serverPid));
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s   first byte ${(firstByte / 1000).toFixed(1).padStart(5)} s   ${mb(bytes).padStart(9)}` +
      `${lines ? `   ${lines - 1} rows` : ''}   API RSS ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)})`,
  );
}

export async function exportBench(base: string, auth: Record<string, string>, serverPid: number, products: number, heapCapMb?: number) {
  if (!fs.existsSync(`/proc/${serverPid}/status`)) console.log('(no /proc: the memory figures are left out)');
  const category = (await (await fetch(`${base}/api/product/category?items_per_page=1`, { headers: auth })).json()).data.data[0].id as number;
  console.log(
    `\nexports (issue 24): one category's products, then every product (${products}), streamed; load average ${os.loadavg()[0]!.toFixed(1)}` +
      (heapCapMb ? `\n  the API's JS heap capped at ${heapCapMb} MB: an export that held its rows would run out of it` : ''),
  );
  // One category first: the growth of a small export beside that of the whole list says whether memory follows the rows.
  await measure(base, auth, serverPid, `CSV, category ${category}`, `format=csv&mt_product_category_id=${category}`);
  await measure(base, auth, serverPid, 'CSV, every product', 'format=csv');
  await measure(base, auth, serverPid, `XLSX, category ${category}`, `format=xlsx&mt_product_category_id=${category}`);
  await measure(base, auth, serverPid, 'XLSX, every product', 'format=xlsx');
}
