// Issue 20, printed by ./run.ts (figures, not asserted): the byte size of each admin list and
// picker answer for a page of 100, and the time of the first search after a save beside the
// usual search p99.
import http from 'node:http';

/** The admin lists and pickers, each asked for a page of 100. */
const LISTS = [
  ['products (table)', '/api/product'],
  ['product series (table, parent picker)', '/api/product/series'],
  ['product categories (table, parent picker)', '/api/product/category'],
  ['vendors (table, parent picker)', '/api/vendor'],
  ['manufacture types (table, parent picker)', '/api/manufacture-type'],
  ['images (manager, image picker)', '/api/assets-manager/image'],
  ['files (manager, series/product PDF picker)', '/api/assets-manager/file'],
  ['inquiries (table)', '/api/inquiry'],
] as const;

/** The goal of issue 20 for any admin list or picker answer, a page of 100. */
export const PAGE_GOAL_BYTES = 100 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function adminPageBytes(base: string, auth: Record<string, string>): Promise<void> {
  console.log('\nadmin lists and pickers (issue 20): bytes of a page of 100');
  const sizes: Array<[string, number]> = [];
  for (const [label, path] of LISTS) {
    const r = await fetch(`${base}${path}?page=1&items_per_page=100`, { headers: auth });
    const bytes = Buffer.byteLength(await r.text());
    sizes.push([`GET ${path} — ${label}`, bytes]);
  }
  // The most linked brochure's records, a page of 100 (its detail only counts them).
  const files = (await (await fetch(`${base}/api/assets-manager/file?page=1&items_per_page=100`, { headers: auth })).json()) as {
    data: { data: Array<{ id: number; linked_count?: number }> };
  };
  const most = [...files.data.data].sort((a, b) => (b.linked_count ?? 0) - (a.linked_count ?? 0))[0];
  if (most) {
    for (const [label, path] of [
      [`detail of file ${most.id} (${most.linked_count ?? '?'} links)`, `/api/assets-manager/file/detail/${most.id}`],
      [`its linking records, page of 100`, `/api/assets-manager/file/links/${most.id}?page=1&items_per_page=100`],
    ]) {
      const r = await fetch(`${base}${path}`, { headers: auth });
      sizes.push([`GET ${path.split('?')[0]} — ${label}`, r.ok ? Buffer.byteLength(await r.text()) : -r.status]);
    }
  }
  for (const [name, bytes] of sizes)
    console.log(
      `${name.padEnd(92)} ${bytes < 0 ? `HTTP ${-bytes}` : kb(bytes).padStart(10)}${bytes > PAGE_GOAL_BYTES ? '   over the 100 KB goal' : ''}`,
    );
}

/** GET from a local address of its own (the search's per-address throttle holds none of these). */
function getFrom(localAddress: string, url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { localAddress, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
  });
}

/**
 * Renames products one after another and times the search for each new name right after its save
 * (the index follows the save: no rebuild), printing those times beside the usual search p99.
 */
export async function firstSearchAfterSave(base: string, auth: Record<string, string>, usualP99: number, saves = 20): Promise<void> {
  const json = { ...auth, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const list = (await (await fetch(`${base}/api/product?page=7&items_per_page=${saves}`, { headers: auth })).json()) as {
    data: { data: Array<Record<string, unknown> & { id: number }> };
  };
  const times: number[] = [];
  let found = 0;
  for (const [i, p] of list.data.data.entries()) {
    const name = `Renamed Bench ${Date.now().toString(36)} ${i}`;
    const fields = {
      name,
      description: p.description ?? null,
      mt_manufacture_type_id: p.mt_manufacture_type_id,
      mt_vendor_id: p.mt_vendor_id,
      mt_product_category_id: p.mt_product_category_id,
      mt_product_series_id: p.mt_product_series_id,
    };
    const saved = await fetch(`${base}/api/product/update/${p.id}`, { method: 'POST', headers: json, body: JSON.stringify(fields) });
    if (!saved.ok) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);
    const t0 = performance.now();
    const r = await getFrom(`127.0.1.${i + 2}`, `${base}/api/search?q=${encodeURIComponent(name.toLowerCase())}&limit=3`);
    times.push(performance.now() - t0);
    if (r.status === 200 && r.text.includes(JSON.stringify(name))) found++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `\nfirst search after a save (issue 20), ${times.length} saves: median ${at(0.5)} ms, max ${at(1)} ms; the new name found ${found}/${times.length}; usual search p99 ${usualP99} ms  (goal: within the usual p99)`,
  );
}
