// Issue 24: the catalogue finder at real sizes (the data: ./seedAttributes.ts, 10 attributes in every
// category, a value of each for every product). On the catalogue page (vendor, category) with the
// most models: GET /api/catalog/facets and GET /api/catalog/series with two filters set (a
// speed range and a control), every request with bounds never asked before, so that the read
// cache never answers. Prints p50, p99 and requests a second at the bench's connections (goal:
// p99 ≤ 50 ms at 20 connections for both).
import autocannon from 'autocannon';

interface Page {
  vendor: number;
  category: number;
  models: number;
  speed: number;
  control: number;
  controls: string[];
}

const json = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
  const r = await fetch(url, { headers });
  if (!r.ok) throw new Error(`${url} answered ${r.status}: ${await r.text()}`);
  return (await r.json()) as T;
};

/** The category with the most published models, and its speed and control attributes. */
async function largestPage(base: string, auth: Record<string, string>): Promise<Page> {
  const categories = await json<{ data: { data: Array<{ id: number; mt_vendor_id: number }> } }>(
    `${base}/api/product/category?items_per_page=100`,
    auth,
  );
  let best: Omit<Page, 'speed' | 'control' | 'controls'> | null = null;
  for (const category of categories.data.data) {
    const series = await json<{ data: { total: number } }>(`${base}/api/catalog/series?vendor_id=${category.mt_vendor_id}&category=${category.id}`);
    if (!best || series.data.total > best.models) best = { vendor: category.mt_vendor_id, category: category.id, models: series.data.total };
  }
  if (!best) throw new Error('no category');
  const facets = await json<{ data: { attributes: Array<{ id: number; name: string; options: Array<{ value: string }> }> } }>(
    `${base}/api/catalog/facets?vendor_id=${best.vendor}&category=${best.category}`,
  );
  const named = (name: string) => facets.data.attributes.find((a) => a.name === name)!;
  return { ...best, speed: named('Max. spindle speed').id, control: named('Control').id, controls: named('Control').options.map((o) => o.value) };
}

export async function finderBench(base: string, auth: Record<string, string>, { connections, duration }: { connections: number; duration: number }) {
  const page = await largestPage(base, auth);
  console.log(
    `\nfinder (issue 24): the catalogue page of vendor ${page.vendor}, category ${page.category}: ${page.models} models, 10 attributes; ${connections} connections, ${duration} s each`,
  );
  // Each request's filters are new: a speed range (its bounds never repeat) and one control.
  let n = 0;
  const filtered = (path: string) => () => {
    n++;
    const min = 2000 + (n % 3000);
    const max = min + 3000 + Math.floor(n / 3000);
    const control = page.controls[n % page.controls.length]!;
    return `${path}?vendor_id=${page.vendor}&category=${page.category}&a${page.speed}_min=${min}&a${page.speed}_max=${max}&a${page.control}=${encodeURIComponent(control)}`;
  };
  const load = async (name: string, pathOf: () => string) => {
    const r = await autocannon({
      url: base + pathOf(),
      connections,
      duration,
      requests: [{ setupRequest: (req) => ({ ...req, path: pathOf() }) }],
    });
    const failed = r.non2xx + r.errors + r.timeouts;
    console.log(
      `${name.padEnd(66)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms${failed ? `   non-2xx/errors ${failed}` : ''}`,
    );
    return r;
  };
  // The machine's own pace at the same connections: the answers' floor.
  await load('baseline: GET /api/health', () => '/api/health');
  const sample = await json<{ data: { total: number; attributes: unknown[] } }>(base + filtered('/api/catalog/facets')());
  console.log(`  a sample: ${sample.data.total} of ${page.models} models pass; ${sample.data.attributes.length} facets`);
  await load('warm-up', filtered('/api/catalog/facets'));
  const facets = await load('GET /api/catalog/facets (2 filters, uncached)', filtered('/api/catalog/facets'));
  const series = await load('GET /api/catalog/series (2 filters, uncached)', filtered('/api/catalog/series'));
  console.log(`finder p99: facets ${facets.latency.p99} ms, filtered series list ${series.latency.p99} ms  (goal ≤ 50 ms at 20 connections)`);
}
