// Issue 24's import figures (npm run bench -w api -- --import [--rows 10000]): a CSV of N new models
// with their values of a seeded category's attributes, sent as the admin sends it (multipart):
// the dry run, the commit (one transaction), then the same file's dry run again (every row
// unchanged), each timed, with the API process's resident memory before, after and at its peak
// (Linux: /proc/<pid>/status VmRSS and VmHWM, the peak reset before each call through clear_refs;
// elsewhere sampled every 20 ms). Target: the dry run and the commit each under 30 s.
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';

interface Attribute {
  id: number;
  name: string;
  type: 'number' | 'range' | 'text' | 'option' | 'boolean';
  options: string[];
}

const MB = 1024 * 1024;

const getJson = async <T>(url: string, headers: Record<string, string>): Promise<T> => {
  const r = await fetch(url, { headers });
  if (!r.ok) throw new Error(`${url} answered ${r.status}`);
  return (await r.json()) as T;
};

/** The category with the most attributes among the seeded series, and its series. */
async function target(base: string, auth: Record<string, string>): Promise<{ series: number[]; attributes: Attribute[] }> {
  const series: Array<{ id: number; mt_product_category_id: number }> = [];
  for (let page = 1; ; page++) {
    const body = await getJson<{ data: { data: Array<{ id: number; mt_product_category_id: number }>; last_page: number } }>(
      `${base}/api/product/series?items_per_page=100&page=${page}`,
      auth,
    );
    series.push(...body.data.data);
    if (page >= body.data.last_page) break;
  }
  let best: { category: number; attributes: Attribute[] } = { category: 0, attributes: [] };
  for (const category of new Set(series.map((s) => s.mt_product_category_id))) {
    const { data } = await getJson<{ data: Attribute[] }>(`${base}/api/attribute?category_id=${category}`, auth);
    if (data.length > best.attributes.length) best = { category, attributes: data };
  }
  if (!best.attributes.length) throw new Error('no seeded category has attributes');
  return { series: series.filter((s) => s.mt_product_category_id === best.category).map((s) => s.id), attributes: best.attributes };
}

/** A cell of an attribute for model i, as a data sheet writes it (Indonesian decimals in every other row). */
function cell(attribute: Attribute, i: number): string {
  const n = 100 + (i % 900);
  switch (attribute.type) {
    case 'number':
      return i % 2 ? `${n},5` : `${n}.5`;
    case 'range':
      return `${n}..${n + 50}`;
    case 'option':
      return attribute.options[i % attribute.options.length]!;
    case 'boolean':
      return i % 2 ? 'ya' : 'no';
    case 'text':
      return `T-${i % 97}`;
  }
}

const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

function csvOf(rows: number, series: number[], attributes: Attribute[]): string {
  const lines = [['series_id', 'name', 'description', ...attributes.map((a) => `attr:${a.id}:${a.name}`)].map(quote).join(',')];
  for (let i = 0; i < rows; i++)
    lines.push(
      [String(series[i % series.length]), `Bench model ${i}`, `Imported model ${i}`, ...attributes.map((a) => cell(a, i))].map(quote).join(','),
    );
  return `${lines.join('\n')}\n`;
}

/** The process's resident memory now and its peak since the last reset (bytes), from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** The process that serves: tsx's CLI runs the server in a child of its own, the last of the chain. */
function serverProcess(pid: number): number {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length ? serverProcess(Number(children[children.length - 1])) : pid;
  } catch {
    return pid;
  }
}

/** Reset the peak (VmHWM) to the current RSS: Linux's clear_refs '5'. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function measured(name: string, pid: number, call: () => Promise<Response>): Promise<unknown> {
  const peakReset = resetPeak(pid);
  const before = memoryOf(pid);
  let sampledPeak = before?.rss ?? 0;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(pid)?.rss ?? 0)), 20);
  const t0 = performance.now();
  const response = await call();
  const body = (await response.json()) as { data?: { totals?: unknown }; message?: string };
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const after = memoryOf(pid);
  const peak = Math.max(peakReset ? (after?.peak ?? 0) : 0, sampledPeak);
  const mb = (bytes: number | undefined) => (bytes === undefined ? '?' : `${(bytes / MB).toFixed(0)} MB`);
  console.log(
    `${name.padEnd(34)} ${response.status}  ${seconds.toFixed(1).padStart(5)} s  (target < 30 s)   RSS before ${mb(before?.rss)}, after ${mb(after?.rss)}, peak ${mb(peak)} (growth to peak ${mb(before ? peak - before.rss : undefined)})   ${JSON.stringify(body.data?.totals ?? body.message)}`,
  );
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}

export async function productImportBench(base: string, auth: Record<string, string>, server: ChildProcess, rows: number): Promise<void> {
  const { series, attributes } = await target(base, auth);
  const text = csvOf(rows, series, attributes);
  console.log(
    `\nproduct import (issue 24): ${rows} new models over ${series.length} series, ${attributes.length} attributes each (${attributes.map((a) => a.type).join(', ')}), CSV ${(text.length / MB).toFixed(2)} MB, one request each`,
  );
  const send = (dryRun: boolean) => () => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
    return fetch(`${base}/api/product/import${dryRun ? '?dry_run=1' : ''}`, { method: 'POST', headers: auth, body: form });
  };
  const pid = serverProcess(server.pid!);
  await measured('dry run (all creates)', pid, send(true));
  await measured('commit (one transaction)', pid, send(false));
  await measured('dry run again (all unchanged)', pid, send(true));
}
