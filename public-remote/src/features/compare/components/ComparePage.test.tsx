import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comparison } from '@mfe/shared-ui';
import { fail, installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { withSiteSettings } from '../../../test/siteSettings';
import { loadCompareMessages } from '../messages/compareMessages';
import ComparePage from './ComparePage';

// The page's own dictionaries loaded first, as the shell's server awaits them before it renders.
beforeAll(() => Promise.all([loadCompareMessages('en'), loadCompareMessages('id')]));

const chain = (tag: string, categoryId: number) => ({
  mt_product_series: { id: categoryId * 10, name: `${tag} Series` },
  mt_product_category: { id: categoryId, name: tag === 'LB' ? 'CNC Lathes' : 'Machining Centres', name_id: tag === 'LB' ? 'Mesin Bubut CNC' : null },
  mt_vendor: { id: 11, name: 'Kanto Precision' },
  mt_manufacture_type: { id: 1, name: 'Machine Tools' },
});

/** Two lathes and a machining centre: speed shared by name across the categories, a list, a yes/no. */
const COMPARISON: Comparison = {
  mt_product: [
    {
      id: 21,
      name: 'LB3000',
      description: null,
      description_id: null,
      image: null,
      ...chain('LB', 101),
      attributes: { 1: 3000, 2: 500, 3: 'Fanuc', 4: true },
    },
    {
      id: 22,
      name: 'LB4000',
      description: null,
      description_id: null,
      image: null,
      ...chain('LB', 101),
      attributes: { 1: 3000, 2: 630, 3: 'Fanuc' },
    },
    {
      id: 31,
      name: 'MB-46',
      description: null,
      description_id: null,
      image: null,
      ...chain('MB', 102),
      attributes: { 5: 12000, 6: { min: 100, max: 560 } },
    },
  ],
  mt_product_attribute: [],
  rows: [
    { name: 'Spindle speed', name_id: 'Kecepatan spindel', type: 'number', unit: 'rpm', attribute_ids: [1, 5] },
    { name: 'Swing', name_id: 'Ayunan', type: 'number', unit: 'mm', attribute_ids: [2] },
    { name: 'Control', name_id: 'Kontrol', type: 'option', unit: null, attribute_ids: [3] },
    { name: 'Tailstock', name_id: null, type: 'boolean', unit: null, attribute_ids: [4] },
    { name: 'Travel X', name_id: null, type: 'range', unit: 'mm', attribute_ids: [6] },
  ],
  missing_ids: [],
};

/** Two lathes that differ only in swing. */
const TWO_LATHES: Comparison = {
  ...COMPARISON,
  mt_product: COMPARISON.mt_product.slice(0, 2),
  rows: COMPARISON.rows.slice(0, 3),
};

const renderAt = (url: string, locale: 'en' | 'id' = 'en') => renderWithProviders(<ComparePage />, { url, path: '/product/compare', locale });

/** The table's rows as text: the row's header and each cell. */
const tableRows = () =>
  [...document.querySelectorAll('.pr-compare-table tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

describe('ComparePage', () => {
  it('shows the models as columns and the specifications as rows, units in the locale’s format, a missing value marked', async () => {
    const api = installFakeApi(withSiteSettings((path) => (path === '/api/product/compare' ? ok(COMPARISON) : undefined)));
    renderAt('/product/compare?ids=21,22,31');
    // (Role queries over the whole table and form are slow in jsdom: the page's parts are found by text.)
    await screen.findByText('LB4000', { selector: 'a' });
    expect(document.querySelector('h1')).toHaveTextContent('Compare models');
    expect(api.calls('GET', '/api/product/compare')[0]!.params).toEqual({ ids: '21,22,31' });
    expect(tableRows()[0]).toEqual(['Specification', '×LB3000', '×LB4000', '×MB-46']);
    expect(screen.getByRole('link', { name: 'LB4000' })).toHaveAttribute('href', '/product/series/1010#product-22');
    const rows = tableRows();
    expect(rows.find((r) => r[0] === 'Series')).toEqual(['Series', 'LB Series', 'LB Series', 'MB Series']);
    expect(rows.find((r) => r[0]?.startsWith('Spindle speed'))?.slice(1)).toEqual(['3,000 rpm', '3,000 rpm', '12,000 rpm']);
    expect(rows.find((r) => r[0]?.startsWith('Travel X'))?.slice(1)).toEqual(['—No value', '—No value', '100–560 mm']);
    expect(rows.find((r) => r[0]?.startsWith('Tailstock'))?.slice(1)).toEqual(['Yes', '—No value', '—No value']);
    // The quote names the models compared.
    expect(document.querySelector('form')).toHaveTextContent('About these models: LB3000, LB4000, MB-46');
  });

  it('marks the rows whose values differ, and shows only those on request', async () => {
    const user = userEvent.setup();
    installFakeApi(withSiteSettings((path) => (path === '/api/product/compare' ? ok(TWO_LATHES) : undefined)));
    renderAt('/product/compare?ids=21,22');
    await screen.findByRole('table');
    const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
    expect(rowOf('Swing')).toHaveClass('pr-compare-table__row--differs');
    expect(within(rowOf('Swing')).getByRole('rowheader')).toHaveTextContent('SwingDiffers (values differ)');
    expect(rowOf('Spindle speed')).not.toHaveClass('pr-compare-table__row--differs');
    expect(rowOf('Control')).not.toHaveClass('pr-compare-table__row--differs');

    await user.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    const specs = tableRows()
      .slice(4)
      .map((r) => r[0]);
    expect(specs).toEqual(['SwingDiffers (values differ)']);
    await user.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(tableRows()).toHaveLength(7);
  });

  it('× removes a model: a link to the comparison without it', async () => {
    const user = userEvent.setup();
    const api = installFakeApi(withSiteSettings()).on('GET', '/api/product/compare', ({ params }) =>
      ok(params.ids === '21,31' ? { ...COMPARISON, mt_product: [COMPARISON.mt_product[0], COMPARISON.mt_product[2]] } : COMPARISON),
    );
    renderAt('/product/compare?ids=21,22,31');
    const remove = await screen.findByRole('link', { name: 'Remove LB4000 from the comparison' });
    expect(remove).toHaveAttribute('href', '/product/compare?ids=21,31');
    await user.click(remove);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/compare?ids=21,31');
    expect(await screen.findByRole('link', { name: 'Remove MB-46 from the comparison' })).toHaveAttribute('href', '/product/compare?ids=21');
    expect(screen.queryByRole('link', { name: 'Remove LB4000 from the comparison' })).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/product/compare').map((c) => c.params.ids)).toEqual(['21,22,31', '21,31']);
  });

  it('without ids: the empty state, and nothing asked of the API', async () => {
    const api = installFakeApi(withSiteSettings());
    renderAt('/product/compare');
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(api.calls('GET', '/api/product/compare')).toEqual([]);
  });

  it('a link that is not right says so; more than 4 offers the first four', async () => {
    installFakeApi(withSiteSettings());
    const first = renderAt('/product/compare?ids=1,abc');
    expect(await screen.findByRole('heading', { name: 'This comparison link is not right' })).toBeInTheDocument();
    expect(screen.getByText('Ids must be model ids separated by commas')).toBeInTheDocument();
    first.unmount();
    renderAt('/product/compare?ids=1,2,3,4,5');
    expect(await screen.findByText('Compare at most 4 models at a time')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare the first 4' })).toHaveAttribute('href', '/product/compare?ids=1,2,3,4');
  });

  it('models no longer in the catalogue: the 404 says so; some missing: a note above the rest', async () => {
    installFakeApi(withSiteSettings((path) => (path === '/api/product/compare' ? fail(404, 'Product "8,9" not found') : undefined)));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderAt('/product/compare?ids=8,9');
    expect(await screen.findByRole('heading', { name: 'These models are not in the catalogue' })).toBeInTheDocument();
    view.unmount();
    installFakeApi(withSiteSettings((path) => (path === '/api/product/compare' ? ok({ ...TWO_LATHES, missing_ids: [9] }) : undefined)));
    renderAt('/product/compare?ids=21,22,9');
    expect(await screen.findByText('One model of this link is no longer in the catalogue.')).toBeInTheDocument();
  });

  it('in Indonesian: the page’s words, the attributes’ Indonesian names and numbers the Indonesian way', async () => {
    installFakeApi(withSiteSettings((path) => (path === '/api/product/compare' ? ok(COMPARISON) : undefined)));
    renderAt('/product/compare?ids=21,22,31', 'id');
    await screen.findByText('LB4000', { selector: 'a' });
    expect(document.querySelector('h1')).toHaveTextContent('Bandingkan model');
    const rows = tableRows();
    expect(rows.find((r) => r[0]?.startsWith('Kecepatan spindel'))?.slice(1)).toEqual(['3.000 rpm', '3.000 rpm', '12.000 rpm']);
    expect(rows.find((r) => r[0] === 'Kategori')).toEqual(['Kategori', 'Mesin Bubut CNC', 'Mesin Bubut CNC', 'Machining Centres']);
    // An attribute without an Indonesian name shows its English one, marked as English.
    expect(screen.getByText('Travel X')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('checkbox', { name: 'Tampilkan perbedaan saja' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hapus LB3000 dari perbandingan' })).toBeInTheDocument();
    expect(rows.find((r) => r[0]?.startsWith('Tailstock'))?.slice(1)).toEqual(['Ya', '—Tidak ada nilai', '—Tidak ada nilai']);
  });
});
