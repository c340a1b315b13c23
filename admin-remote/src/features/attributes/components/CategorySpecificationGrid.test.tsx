import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import type { AttributeValues } from '@mfe/catalogue-core/attributes';
import { renderScreen } from '../../../../test/renderScreen';
import { attributeRow } from '../testing/attributeRow';
import { CATEGORY_GRID_PAGE_SIZE, CategorySpecificationGrid } from './CategorySpecificationGrid';

const ATTRIBUTES = [
  attributeRow(21, 'Spindle speed', { type: 'number', unit: 'rpm', name_id: 'Kecepatan spindel' }),
  attributeRow(22, 'Travel', { type: 'range', unit: 'mm' }),
];
const SERIES_A = { id: 7, name: 'KP-CL 100 Series' };
const SERIES_B = { id: 8, name: 'KP-CL 200 Series' };
const row = (id: number, name: string, series: { id: number; name: string }, attributes: AttributeValues = {}) => ({
  id,
  name,
  mt_product_series: series,
  attributes,
});
const MODELS = [row(91, 'KP-100', SERIES_A, { 21: 1000 }), row(92, 'KP-110', SERIES_A), row(95, 'KP-200', SERIES_B, { 22: { min: 10, max: 20 } })];
const pageOf = (rows: unknown[], total = rows.length, current = 1) => ({
  data: {
    data: rows,
    total,
    per_page: CATEGORY_GRID_PAGE_SIZE,
    current_page: current,
    last_page: Math.max(1, Math.ceil(total / CATEGORY_GRID_PAGE_SIZE)),
  },
});

function gridApi(models: unknown[] = MODELS): FakeApi {
  return installFakeApi()
    .on('GET', /\/category\/detail\/4$/, { body: { data: { id: 4, name: 'CNC Lathes' } } })
    .on('GET', '/api/attribute', { body: { data: ATTRIBUTES } })
    .on('GET', '/api/product/attributes', { body: pageOf(models) });
}

const renderGrid = (locale: 'en' | 'id' = 'en', at = '/admin/product-category/detail/4') =>
  renderScreen(<CategorySpecificationGrid categoryId={4} />, {
    path: '/admin/product-category/detail/:id',
    entries: ['/admin/product-category', at],
    locale,
  });

const cell = (name: string) => screen.getByRole('gridcell', { name });
const location = () => screen.getByTestId('location').textContent;
const question = () => screen.findByRole('dialog', { name: 'Discard unsaved changes?' });

describe('CategorySpecificationGrid: all of a category’s models × its attributes, the series grid’s spreadsheet', () => {
  it('loads the category’s models a page at a time, each with its series in a read-only column', async () => {
    const api = gridApi();
    renderGrid();
    const grid = await screen.findByRole('grid', { name: 'Specifications of CNC Lathes' });
    expect(api.calls('GET', '/api/product/attributes')[0]!.params).toEqual({ category_id: 4, page: 1, items_per_page: CATEGORY_GRID_PAGE_SIZE });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Model', 'Series', 'Spindle speed (rpm)', 'Travel (mm)']);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((tr) => within(tr).getAllByRole('cell')[0]!.textContent)).toEqual(['KP-CL 100 Series', 'KP-CL 100 Series', 'KP-CL 200 Series']);
    expect(cell('Spindle speed of KP-100')).toHaveTextContent('1,000');
    expect(cell('Travel of KP-200')).toHaveTextContent('10–20');
    // The series column is read-only: not a cell of the grid (no focus, no edit, no paste).
    expect(within(rows[0]!).getAllByRole('gridcell')).toHaveLength(2);
  });

  it('fills a block pasted across two series and saves it in one request; the models are read again', async () => {
    const api = gridApi().on('POST', '/api/product/attributes', { body: { message: 'Values saved for 3 products', data: {} } });
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('gridcell', { name: 'Spindle speed of KP-100' }));
    await user.paste('3,000\t100-500\r\n3,5\t200–600\r\n4500\t\r\n');
    expect(cell('Spindle speed of KP-200')).toHaveTextContent('4500');
    expect(screen.getByText('6 cells changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() => expect(api.calls('POST', '/api/product/attributes')).toHaveLength(1));
    expect(api.calls('POST', '/api/product/attributes')[0]!.body).toEqual({
      values: {
        91: { 21: 3000, 22: { min: 100, max: 500 } },
        92: { 21: 3.5, 22: { min: 200, max: 600 } },
        95: { 21: 4500, 22: null },
      },
    });
    expect(await screen.findByText('Values saved for 3 products')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/api/product/attributes')).toHaveLength(2));
  });

  it('shows a typed cell’s message at once, and the API’s refusal of a cell on that cell', async () => {
    gridApi().on('POST', '/api/product/attributes', {
      status: 422,
      body: { message: 'The given data was invalid', errors: { 'values.95.21': ['Spindle speed must be a number'] } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderGrid('id');
    await user.click(await screen.findByRole('gridcell', { name: 'Travel dari KP-110' }));
    await user.keyboard('9-1{Enter}');
    expect(cell('Travel dari KP-110')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('1 sel perlu diperbaiki')).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{Delete}');
    await user.click(cell('Kecepatan spindel dari KP-200'));
    await user.keyboard('12{Enter}');
    await user.click(screen.getByRole('button', { name: 'Simpan nilai' }));
    await waitFor(() => expect(cell('Kecepatan spindel dari KP-200')).toHaveAttribute('aria-invalid', 'true'));
    expect(cell('Kecepatan spindel dari KP-200')).toHaveTextContent('Spindle speed harus berupa angka');
  });

  it('asks before leaving with unsaved cells (a link, Back, a reload), not once they are saved', async () => {
    gridApi().on('POST', '/api/product/attributes', { body: { message: 'Values saved for 1 product', data: {} } });
    const user = userEvent.setup();
    const { history } = renderGrid();
    await user.click(await screen.findByRole('gridcell', { name: 'Spindle speed of KP-110' }));
    await user.keyboard('2500{Enter}');
    act(() => history.push('/admin/vendor'));
    const dialog = await question();
    expect(dialog).toHaveTextContent('The values you changed in the grid have not been saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/admin/product-category/detail/4');
    expect(cell('Spindle speed of KP-110')).toHaveTextContent('2500');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    act(() => history.go(-1));
    await user.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/admin/product-category/detail/4');

    await user.click(screen.getByRole('button', { name: 'Save values' }));
    expect(await screen.findByText('Values saved for 1 product')).toBeInTheDocument();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    act(() => history.push('/admin/vendor'));
    expect(location()).toBe('/admin/vendor');
  });

  it('Discard leaves and forgets the cells; Discard changes in the grid lets it leave without asking', async () => {
    gridApi();
    const user = userEvent.setup();
    const { history } = renderGrid();
    await user.click(await screen.findByRole('gridcell', { name: 'Spindle speed of KP-110' }));
    await user.keyboard('2500{Enter}');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    act(() => history.push('/admin/vendor'));
    expect(location()).toBe('/admin/vendor');
    act(() => history.push('/admin/product-category/detail/4'));
    await user.click(await screen.findByRole('gridcell', { name: 'Spindle speed of KP-110' }));
    await user.keyboard('7{Enter}');
    act(() => history.push('/admin/vendor'));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(location()).toBe('/admin/vendor'));
  });

  it('pages a large category (100 a page); another page with unsaved cells asks first', async () => {
    const many = Array.from({ length: CATEGORY_GRID_PAGE_SIZE }, (_, i) => row(1000 + i, `M-${i + 1}`, SERIES_A, { 21: i }));
    const api = gridApi(many).on('GET', '/api/product/attributes', (request) =>
      request.params.page === 2 ? { body: pageOf([row(2000, 'M-101', SERIES_B)], 101, 2) } : { body: pageOf(many, 101, 1) },
    );
    const user = userEvent.setup();
    renderGrid();
    expect(await screen.findByText('Models 1–100 of 101')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(101);
    await user.click(cell('Spindle speed of M-100'));
    await user.keyboard('5{Enter}');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await user.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(cell('Spindle speed of M-100')).toHaveTextContent('5');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('gridcell', { name: 'Spindle speed of M-101' })).toBeInTheDocument();
    expect(screen.getByText('Models 101–101 of 101')).toBeInTheDocument();
    expect(api.calls('GET', '/api/product/attributes').map((request) => request.params.page)).toEqual([1, 2]);
    // Nothing is left to lose: leaving does not ask.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});

describe('CategorySpecificationGrid: the search above the grid', () => {
  type Row = ReturnType<typeof row>;
  /** The API's answer to a search: the models whose model or series name contains it, any case. */
  const searchingApi = (models: Row[] = MODELS) =>
    gridApi(models).on('GET', '/api/product/attributes', ({ params }) => {
      const search = String(params.search ?? '').toLowerCase();
      return { body: pageOf(models.filter((model) => `${model.name}\n${model.mt_product_series.name}`.toLowerCase().includes(search))) };
    });
  const searchBox = () => screen.getByRole('searchbox', { name: "Search the category's models by model or series name" });
  const query = () => screen.getByTestId('query').textContent;
  const modelNames = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getByRole('rowheader').textContent);

  it('on Enter asks for the models found (trimmed), shows how many, and keeps the search in the URL; an empty search shows them all again', async () => {
    const api = searchingApi();
    const user = userEvent.setup();
    renderGrid();
    await screen.findByRole('grid', { name: 'Specifications of CNC Lathes' });
    await user.type(searchBox(), ' kp-11 {Enter}');
    expect(await screen.findByText('Models 1–1 of 1')).toBeInTheDocument();
    expect(modelNames()).toEqual(['KP-110']);
    await waitFor(() => expect(query()).toBe('?search=kp-11'));
    expect(api.calls('GET', '/api/product/attributes').at(-1)!.params).toEqual({
      category_id: 4,
      page: 1,
      items_per_page: CATEGORY_GRID_PAGE_SIZE,
      search: 'kp-11',
    });
    expect(location()).toBe('/admin/product-category/detail/4');

    await user.clear(searchBox());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(modelNames()).toEqual(['KP-100', 'KP-110', 'KP-200']));
    await waitFor(() => expect(query()).toBe(''));
    expect(api.calls('GET', '/api/product/attributes').at(-1)!.params).not.toHaveProperty('search');
  });

  it('starts from the search in the URL (a reload), takes no more than the API does, and says when no model matches', async () => {
    const api = searchingApi();
    const user = userEvent.setup();
    renderGrid('en', '/admin/product-category/detail/4?search=200%20series');
    await screen.findByRole('grid');
    expect(searchBox()).toHaveValue('200 series');
    expect(modelNames()).toEqual(['KP-200']);
    expect(api.calls('GET', '/api/product/attributes')[0]!.params).toMatchObject({ page: 1, search: '200 series' });
    expect(searchBox()).toHaveAttribute('maxlength', '100');

    await user.clear(searchBox());
    await user.type(searchBox(), 'nothing{Enter}');
    expect(await screen.findByText('No model matches "nothing"')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('nothing');
  });

  it('says in Indonesian when no model matches', async () => {
    searchingApi();
    renderGrid('id', '/admin/product-category/detail/4?search=zz');
    expect(await screen.findByText('Tidak ada model yang cocok dengan "zz"')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari model kategori ini berdasarkan nama model atau seri' })).toHaveValue('zz');
  });

  it('goes back to the first page of the models found', async () => {
    const many = Array.from({ length: CATEGORY_GRID_PAGE_SIZE + 1 }, (_, i) => row(1000 + i, `M-${i + 1}`, SERIES_A));
    const api = gridApi(many).on('GET', '/api/product/attributes', ({ params }) =>
      params.search
        ? { body: pageOf([many[4]!]) }
        : params.page === 2
          ? { body: pageOf(many.slice(CATEGORY_GRID_PAGE_SIZE), many.length, 2) }
          : { body: pageOf(many.slice(0, CATEGORY_GRID_PAGE_SIZE), many.length, 1) },
    );
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Models 101–101 of 101')).toBeInTheDocument();
    await user.type(searchBox(), 'M-5{Enter}');
    expect(await screen.findByText('Models 1–1 of 1')).toBeInTheDocument();
    expect(api.calls('GET', '/api/product/attributes').map(({ params }) => [params.page, params.search])).toEqual([
      [1, undefined],
      [2, undefined],
      [1, 'M-5'],
    ]);
  });

  it('with unsaved cells asks first, as another page does: Stay keeps the cells and the search they were typed under, Discard searches', async () => {
    const api = searchingApi();
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('gridcell', { name: 'Spindle speed of KP-110' }));
    await user.keyboard('2500{Enter}');
    await user.type(searchBox(), 'KP-2{Enter}');
    await user.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(cell('Spindle speed of KP-110')).toHaveTextContent('2500');
    expect(screen.getByText('1 cell changed')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(query()).toBe('');
    expect(api.calls('GET', '/api/product/attributes')).toHaveLength(1);

    await user.type(searchBox(), 'KP-2{Enter}');
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(modelNames()).toEqual(['KP-200']));
    await waitFor(() => expect(query()).toBe('?search=KP-2'));
    // The cells went with their grid: nothing is left to lose.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
