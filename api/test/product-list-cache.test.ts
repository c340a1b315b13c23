// The product list's caches (counts, keyset anchors and a searched list's ids, kept until the next
// write): every page answers what a plain OFFSET read would. The list's contract is in test/contract.test.ts.
import { form, makeChain, productFields, useApp } from './helpers';

const h = useApp({}, { resetEachTest: true });

describe('product list cache', () => {
  it('a write invalidates the cached count', async () => {
    const a = await makeChain(h);
    for (let i = 0; i < 3; i++) await h.req('POST', '/api/product/create', { form: form(productFields(a, `P${i}`)) });
    const l = await h.get('/api/product');
    expect(l.body.data.total).toBe(3);
    await h.req('DELETE', `/api/product/delete/${l.body.data.data[0].id}`);
    expect((await h.get('/api/product')).body.data.total).toBe(2);
  });

  it('pages the same whether read in order, out of order or again, and after a write', async () => {
    const a = await makeChain(h, 'P');
    const b = await makeChain(h, 'Q');
    for (let i = 0; i < 13; i++) await h.req('POST', '/api/product/create', { form: form(productFields(i % 3 ? a : b, `N${i}`)) });
    const names = async (q: string) => (await h.get(`/api/product?items_per_page=4&${q}`)).body.data.data.map((p: { name: string }) => p.name);
    const expected = ['N12', 'N11', 'N10', 'N9', 'N8', 'N7', 'N6', 'N5', 'N4', 'N3', 'N2', 'N1', 'N0'];
    const read = async (pages: number[]) => {
      const out: Record<number, string[]> = {};
      for (const pg of pages) out[pg] = await names(`page=${pg}`);
      return out;
    };
    const pass1 = await read([3, 1, 2, 4, 2, 3, 4, 1]);
    for (const pg of [1, 2, 3, 4]) expect(pass1[pg]).toEqual(expected.slice((pg - 1) * 4, pg * 4));
    // filtered: only series of chain a (i % 3 != 0)
    const fa = expected.filter((n) => Number(n.slice(1)) % 3 !== 0);
    expect(await names(`page=2&mt_product_series_id=${a.series}`)).toEqual(fa.slice(4, 8));
    expect(await names(`page=1&mt_product_series_id=${a.series}`)).toEqual(fa.slice(0, 4));
    expect(await names(`page=2&mt_product_series_id=${a.series}`)).toEqual(fa.slice(4, 8));
    // a write moves every page
    const l = await h.get('/api/product?items_per_page=4&page=1');
    await h.req('DELETE', `/api/product/delete/${l.body.data.data[1].id}`); // N11
    const after = expected.filter((n) => n !== 'N11');
    expect(await names('page=2')).toEqual(after.slice(4, 8));
    expect(await names('page=3')).toEqual(after.slice(8, 12));
    expect(await names('page=1')).toEqual(after.slice(0, 4));
  });

  it('pages a searched list by its ids, newest first, and follows a write', async () => {
    const a = await makeChain(h, 'S');
    for (let i = 0; i < 11; i++) await h.req('POST', '/api/product/create', { form: form(productFields(a, i % 2 ? `Lathe ${i}` : `Mill ${i}`)) });
    const searched = async (q: string) => (await h.get(`/api/product?items_per_page=3&search=lathe&${q}`)).body.data;
    const lathes = ['Lathe 9', 'Lathe 7', 'Lathe 5', 'Lathe 3', 'Lathe 1'];
    expect((await searched('page=2')).data.map((p: { name: string }) => p.name)).toEqual(lathes.slice(3));
    const first = await searched('page=1');
    expect(first.data.map((p: { name: string }) => p.name)).toEqual(lathes.slice(0, 3));
    expect(first).toMatchObject({ total: 5, per_page: 3, current_page: 1, last_page: 2 });
    expect((await searched('page=3')).data).toEqual([]);
    // A rename out of the search and a new match: the next read has both.
    await h.req('POST', `/api/product/update/${first.data[1].id}`, { form: form({ ...productFields(a, 'Mill 7') }) });
    await h.req('POST', '/api/product/create', { form: form(productFields(a, 'Lathe 11')) });
    const after = await searched('page=1');
    expect(after.data.map((p: { name: string }) => p.name)).toEqual(['Lathe 11', 'Lathe 9', 'Lathe 5']);
    expect(after.total).toBe(5);
  });
});
