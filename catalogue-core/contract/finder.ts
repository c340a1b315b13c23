// The catalogue finder (issue 24): GET /api/catalog/facets (a catalogue page's filterable
// attributes, each counted under every filter but its own, with the numbers' bounds) and
// GET /api/catalog/series (the page's series with a model that passes every filter); published
// models only for the public; 404 for a vendor or category not in view, 422 for a bad filter.
import { createChain, createProduct, created, seriesParents, type Chain } from './builders';
import type { Json } from './client';
import type { ContractSession } from './session';

interface Finder {
  chain: Chain;
  seriesB: number;
  speed: number;
  travel: number;
  control: number;
  coolant: number;
  note: number;
  weight: number;
}

export function describeFinder(api: ContractSession): void {
  describe('finder: facets and the filtered series list of a catalogue page (issue 24)', () => {
    const attribute = (category: number, fields: Record<string, unknown>) =>
      created(api, '/api/attribute/create', { json: { mt_product_category_id: category, filterable: true, ...fields } }).then(
        (a: Json) => a.id as number,
      );

    /**
     * Two series of one category; four models (the last a draft):
     *   M1 (A) 2000 rpm, 100-400 mm, Fanuc, coolant     M2 (A) 3000 rpm, 300-700 mm, Siemens, no coolant
     *   M3 (B) 4500 rpm, 600-900 mm, Fanuc, coolant     M4 (B, draft) 6000 rpm, no travel, Fanuc, no coolant
     */
    async function catalogue(): Promise<Finder> {
      const chain = await createChain(api, 'F');
      const seriesB = (await created(api, '/api/product/series/create', { json: { name: 'Series G', ...seriesParents(chain) } })).id as number;
      const speed = await attribute(chain.category, { name: 'Spindle speed', name_id: 'Kecepatan spindel', type: 'number', unit: 'rpm' });
      // Shown on the series cards: a range, a list, a text and a number the finder does not filter by.
      const travel = await attribute(chain.category, { name: 'Travel', type: 'range', unit: 'mm', on_card: true });
      const control = await attribute(chain.category, {
        name: 'Control',
        type: 'option',
        options: ['Fanuc', 'Siemens', 'Heidenhain'],
        on_card: true,
      });
      const coolant = await attribute(chain.category, { name: 'Coolant', type: 'boolean' });
      const note = await attribute(chain.category, { name: 'Note', type: 'text', on_card: true });
      const weight = await attribute(chain.category, { name: 'Weight', type: 'number', unit: 'kg', filterable: false, on_card: true });
      const model = (name: string, series: number, values: Record<number, unknown>, published = true) =>
        createProduct(api, chain, { name, mt_product_series_id: series, attributes: values, published });
      await model('M1', chain.series, {
        [speed]: 2000,
        [travel]: { min: 100, max: 400 },
        [control]: 'Fanuc',
        [coolant]: true,
        [note]: 'x',
        [weight]: 900,
      });
      await model('M2', chain.series, { [speed]: 3000, [travel]: { min: 300, max: 700 }, [control]: 'Siemens', [coolant]: false });
      await model('M3', seriesB, { [speed]: 4500, [travel]: { min: 600, max: 900 }, [control]: 'Fanuc', [coolant]: true });
      await model('M4', seriesB, { [speed]: 6000, [control]: 'Fanuc', [coolant]: false }, false);
      return { chain, seriesB, speed, travel, control, coolant, note, weight };
    }

    const publicGet = (path: string) => api.get(path, { token: null });
    const facets = (f: Finder, filters = '', token?: null) => api.get(`/api/catalog/facets?vendor_id=${f.chain.vendor}${filters}`, { token });
    /** A facet's figures: a number's bounds, a list's or a yes/no's counts. */
    const figures = (body: Json) =>
      Object.fromEntries(
        (body.data.attributes as Json[]).map((a) => [
          a.name,
          a.options.length ? a.options.map((o: Json) => `${o.value} ${o.count}`) : [a.min, a.max],
        ]),
      );

    test("facets: what the series cards show, each series' models' values of the attributes shown on cards, whatever the filters", async () => {
      const f = await catalogue();
      const cards = async (filters: string, token?: null) => {
        const answer = await facets(f, filters, token);
        expect(answer.status).toBe(200);
        return answer.body.data.cards;
      };
      const shown = await cards('&category=All', null);
      expect(shown.attributes).toEqual([
        { id: f.travel, name: 'Travel', name_id: null, type: 'range', unit: 'mm' },
        { id: f.control, name: 'Control', name_id: null, type: 'option', unit: null },
        { id: f.note, name: 'Note', name_id: null, type: 'text', unit: null },
        { id: f.weight, name: 'Weight', name_id: null, type: 'number', unit: 'kg' },
      ]);
      // Series F: M1 and M2; series G: M3 (M4 is a draft, and only staff see its values).
      expect(shown.series).toEqual([
        {
          id: f.chain.series,
          values: [
            { attribute_id: f.travel, min: 100, max: 700, texts: [] },
            { attribute_id: f.control, min: null, max: null, texts: ['Fanuc', 'Siemens'] },
            { attribute_id: f.note, min: null, max: null, texts: ['x'] },
            { attribute_id: f.weight, min: 900, max: 900, texts: [] },
          ],
        },
        {
          id: f.seriesB,
          values: [
            { attribute_id: f.travel, min: 600, max: 900, texts: [] },
            { attribute_id: f.control, min: null, max: null, texts: ['Fanuc'] },
          ],
        },
      ]);
      // The cards describe the series, not the filters' matches.
      expect(await cards(`&category=${f.chain.category}&a${f.control}=Siemens`, null)).toEqual(shown);
    });

    test("facets: the page's filterable attributes in order, counted over the published models for the public, all for staff", async () => {
      const f = await catalogue();
      const shown = await facets(f, '&category=All', null);
      expect(shown.status).toBe(200);
      expect(shown.body.data.total).toBe(3);
      expect(shown.body.data.attributes[0]).toEqual({
        id: f.speed,
        name: 'Spindle speed',
        name_id: 'Kecepatan spindel',
        mt_product_category_id: f.chain.category,
        type: 'number',
        unit: 'rpm',
        options: [],
        min: 2000,
        max: 4500,
      });
      // No text attribute, none that is not filterable.
      expect(figures(shown.body)).toEqual({
        'Spindle speed': [2000, 4500],
        Travel: [100, 900],
        Control: ['Fanuc 2', 'Siemens 1', 'Heidenhain 0'],
        Coolant: ['true 2', 'false 1'],
      });
      const staff = await facets(f, `&category=${f.chain.category}`);
      expect([staff.body.data.total, figures(staff.body)['Spindle speed'], figures(staff.body).Control]).toEqual([
        4,
        [2000, 6000],
        ['Fanuc 3', 'Siemens 1', 'Heidenhain 0'],
      ]);
    });

    test('facets under filters: each attribute counted under every filter but its own; a range matches when its interval overlaps', async () => {
      const f = await catalogue();
      const set = await facets(f, `&a${f.speed}_min=2500&a${f.control}=Fanuc`, null);
      expect(set.status).toBe(200);
      expect(set.body.data.total).toBe(1);
      expect(figures(set.body)).toEqual({
        // Under control = Fanuc: M1, M3.
        'Spindle speed': [2000, 4500],
        // Under both: M3.
        Travel: [600, 900],
        // Under speed ≥ 2500: M2, M3.
        Control: ['Fanuc 1', 'Siemens 1', 'Heidenhain 0'],
        Coolant: ['true 1', 'false 0'],
      });
      // 650-700 mm: M2 (300-700) and M3 (600-900) reach it, M1 (100-400) does not.
      expect((await facets(f, `&a${f.travel}_min=650&a${f.travel}_max=700`, null)).body.data.total).toBe(2);
      // Several options: any of them; empty values (a form's untouched inputs) are no filter.
      const either = await facets(f, `&a${f.control}=Siemens&a${f.control}=Heidenhain&a${f.speed}_min=&a${f.speed}_max=`, null);
      expect(either.body.data.total).toBe(1);
      expect((await facets(f, `&a${f.coolant}=false`, null)).body.data.total).toBe(1);
      expect((await facets(f, `&a${f.speed}_max=1000`, null)).body.data).toMatchObject({ total: 0 });
    });

    test('series: the series with a model that passes every filter, with how many, in the catalogue’s order', async () => {
      const f = await catalogue();
      const all = await publicGet(`/api/catalog/series?vendor_id=${f.chain.vendor}&category=All`);
      expect([all.status, all.body]).toEqual([
        200,
        {
          data: {
            total: 3,
            series: [
              { id: f.chain.series, count: 2 },
              { id: f.seriesB, count: 1 },
            ],
          },
        },
      ]);
      const narrowed = await publicGet(`/api/catalog/series?vendor_id=${f.chain.vendor}&a${f.speed}_min=2500&a${f.control}=Fanuc`);
      expect(narrowed.body.data).toEqual({ total: 1, series: [{ id: f.seriesB, count: 1 }] });
      // Staff see the draft M4 (6000 rpm).
      const staff = await api.get(`/api/catalog/series?vendor_id=${f.chain.vendor}&a${f.speed}_min=5000`);
      expect(staff.body.data).toEqual({ total: 1, series: [{ id: f.seriesB, count: 1 }] });
      expect((await publicGet(`/api/catalog/series?vendor_id=${f.chain.vendor}&a${f.speed}_min=5000`)).body.data).toEqual({ total: 0, series: [] });
    });

    test('404 for a vendor or a category not in view, 422 {message, errors} for a missing vendor or a bad filter', async () => {
      const f = await catalogue();
      const other = await createChain(api, 'O');
      expect((await publicGet('/api/catalog/facets?vendor_id=999999')).status).toBe(404);
      expect((await publicGet(`/api/catalog/series?vendor_id=${f.chain.vendor}&category=${other.category}`)).status).toBe(404);
      const missing = await publicGet('/api/catalog/facets?category=All');
      expect([missing.status, missing.body]).toEqual([
        422,
        { message: 'vendor_id must be the id of a vendor', errors: { vendor_id: ['vendor_id must be the id of a vendor'] } },
      ]);
      const refused = async (filters: string) => {
        const r = await facets(f, filters, null);
        return [r.status, r.body];
      };
      expect(await refused(`&a${f.speed}_min=fast`)).toEqual([
        422,
        { message: 'Spindle speed must be a number', errors: { [`a${f.speed}_min`]: ['Spindle speed must be a number'] } },
      ]);
      expect(await refused(`&a${f.travel}_min=9&a${f.travel}_max=3`)).toEqual([
        422,
        {
          message: 'Travel: the minimum must be at most the maximum',
          errors: { [`a${f.travel}_min`]: ['Travel: the minimum must be at most the maximum'] },
        },
      ]);
      expect(await refused(`&a${f.control}=Mazak`)).toEqual([
        422,
        {
          message: 'Control must be one of Fanuc, Siemens, Heidenhain',
          errors: { [`a${f.control}`]: ['Control must be one of Fanuc, Siemens, Heidenhain'] },
        },
      ]);
      expect((await refused(`&a${f.coolant}=yes`))[1]).toEqual({
        message: 'Coolant must be true or false',
        errors: { [`a${f.coolant}`]: ['Coolant must be true or false'] },
      });
      for (const key of [`a${f.note}`, `a${f.weight}_min`, `a${f.speed}`, `a${other.category + 100000}`]) {
        expect(await refused(`&${key}=1`)).toEqual([
          422,
          { message: `${key} is not a filter of this catalogue page`, errors: { [key]: [`${key} is not a filter of this catalogue page`] } },
        ]);
      }
      // The other vendor's attribute is no filter of this page either.
      const foreign = await attribute(other.category, { name: 'Speed', type: 'number' });
      expect((await refused(`&a${foreign}_min=1`))[0]).toBe(422);
      expect((await publicGet(`/api/catalog/series?vendor_id=${f.chain.vendor}&a${f.speed}_min=fast`)).status).toBe(422);
    });
  });
}
