import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headerRowKey } from '@mfe/catalogue-core/product-import-mapping';
import { installFakeApi, type FakeReply, type FakeRequest } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { ProductImportDialog } from './ProductImportDialog';
import { rememberedMapping, rememberMapping } from './rememberedMapping';

const HEADERS = ['series', 'Model', 'attr:3:Spindle speed'];
const DEFAULTS = { series: 'series', Model: 'name', 'attr:3:Spindle speed': 'attr:3' };
const totals = (t: Partial<Record<'rows' | 'create' | 'update' | 'unchanged' | 'error', number>>) => ({
  rows: 0,
  create: 0,
  update: 0,
  unchanged: 0,
  error: 0,
  ...t,
});

const isDryRun = (request: FakeRequest) => String(request.config.url).includes('dry_run=1');
const mappingSent = (request: FakeRequest) => {
  const sent = (request.body as FormData).get('mapping');
  return sent === null ? null : JSON.parse(String(sent));
};

const checked = {
  totals: totals({ rows: 3, create: 1, update: 1, error: 1 }),
  rows: [
    { row: 2, action: 'create', product_id: null, series: 'Series A', name: 'Lathe 3', changes: [] },
    { row: 3, action: 'update', product_id: 7, series: 'Series A', name: 'Lathe 1', changes: ['description', 'Spindle speed'] },
    { row: 4, action: 'error', product_id: null, series: 'Series A', name: 'Lathe 9', changes: [] },
  ],
  errors: [{ row: 4, column: 'attr:3:Spindle speed', message: 'Spindle speed must be a number' }],
};

/** The commit's answer: plain JSON, or streamed with these progress lines (the last line held until `until`). */
function fakeImport(check: object, commitStream?: Pick<FakeReply, 'progress' | 'until'>) {
  return installFakeApi().on('POST', '/api/product/import', (request) => {
    if (!isDryRun(request))
      return { body: { message: 'Import done: 1 created, 1 updated', data: { totals: totals({ rows: 2, create: 1, update: 1 }) } }, ...commitStream };
    if (mappingSent(request) === null) return { body: { data: { headers: HEADERS, mapping: DEFAULTS, totals: totals({}), rows: [], errors: [] } } };
    return { body: { data: check } };
  });
}

const csvFile = () => new File(['series,Model\n'], 'models.csv', { type: 'text/csv' });

async function chooseFile(labels = { action: 'Import', title: 'Import products' }) {
  await userEvent.click(screen.getByRole('button', { name: labels.action }));
  const dialog = await screen.findByRole('dialog', { name: labels.title });
  await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, csvFile());
  return dialog;
}

beforeEach(() => localStorage.clear());

describe('ProductImportDialog', () => {
  it('maps the columns by the API’s defaults, checks, shows every error with its row and column, filters to errors, and refuses to commit', async () => {
    const api = fakeImport(checked);
    renderScreen(<ProductImportDialog />, { path: '/admin/product', entries: ['/admin/product'] });
    const dialog = await chooseFile();
    expect(await within(dialog).findByRole('combobox', { name: 'Fills: Model' })).toBeInTheDocument();
    expect(within(dialog).getByTitle('Model name')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Series (name)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    expect(await within(dialog).findByText('3 rows: 1 to create, 1 to update, 0 unchanged, 1 with errors')).toBeInTheDocument();
    const dry = api.calls('POST', '/api/product/import').filter(isDryRun);
    expect(mappingSent(dry.at(-1)!)).toEqual(DEFAULTS);
    // The mapping is remembered for files of this header row.
    expect(rememberedMapping(HEADERS)).toEqual(DEFAULTS);

    const errors = within(dialog).getByRole('table', { name: /1 error/ });
    expect(within(errors).getByText('attr:3:Spindle speed')).toBeInTheDocument();
    expect(within(errors).getByText('Spindle speed must be a number')).toBeInTheDocument();
    expect(within(errors).getByText('4')).toBeInTheDocument();
    expect(within(dialog).getByText('description, Spindle speed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Only rows with errors' }));
    await waitFor(() => expect(within(dialog).queryByText('Lathe 3')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Lathe 9')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
  });

  it('starts from the mapping remembered for the header row; a clean check commits and says what was done', async () => {
    const remembered = { series: 'series', Model: 'name' };
    const api = fakeImport({ ...checked, totals: totals({ rows: 2, create: 1, update: 1 }), rows: checked.rows.slice(0, 2), errors: [] });
    renderScreen(<ProductImportDialog />, { path: '/admin/product', entries: ['/admin/product'] });
    rememberMapping(HEADERS, remembered);
    expect(localStorage.getItem(`product-import-mapping:${headerRowKey(HEADERS)}`)).not.toBeNull();
    const dialog = await chooseFile();
    await within(dialog).findByRole('combobox', { name: 'Fills: Model' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    expect(mappingSent(api.calls('POST', '/api/product/import').filter(isDryRun).at(-1)!)).toEqual(remembered);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 rows' }));
    expect(await within(dialog).findByText('Import done: 1 created, 1 updated')).toBeInTheDocument();
    const commit = api.calls('POST', '/api/product/import').filter((r) => !isDryRun(r));
    expect(commit).toHaveLength(1);
    expect(mappingSent(commit[0]!)).toEqual(remembered);
    expect(within(dialog).getByRole('button', { name: 'Show the product list' })).toBeInTheDocument();
  });

  describe('a commit whose progress the API streams', () => {
    const clean = { ...checked, totals: totals({ rows: 10000, create: 10000 }), rows: checked.rows.slice(0, 1), errors: [] };
    const progress = [
      { phase: 'saving', done: 0, total: 10000 },
      { phase: 'saving', done: 4000, total: 10000 },
    ];
    const cases = [
      {
        locale: 'en',
        labels: { action: 'Import', title: 'Import products' },
        check: 'Check (dry run)',
        commit: 'Import 10000 rows',
        saving: 'Saving 4,000 of 10,000 rows',
      },
      {
        locale: 'id',
        labels: { action: 'Impor', title: 'Impor produk' },
        check: 'Periksa (uji coba)',
        commit: 'Impor 10000 baris',
        saving: 'Menyimpan 4.000 dari 10.000 baris',
      },
    ] as const;

    it.each(cases)(
      'shows the rows saved and the percent as they come, then what was done ($locale)',
      async ({ locale, labels, check, commit, saving }) => {
        let finish!: () => void;
        const api = fakeImport(clean, { progress, until: new Promise<void>((resolve) => (finish = resolve)) });
        renderScreen(<ProductImportDialog />, { path: '/admin/product', entries: ['/admin/product'], locale });
        const dialog = await chooseFile(labels);
        await userEvent.click(await within(dialog).findByRole('button', { name: check }));
        await userEvent.click(await within(dialog).findByRole('button', { name: commit }));
        expect(await within(dialog).findByText(saving)).toBeInTheDocument();
        const bar = within(dialog).getAllByRole('progressbar').at(-1)!;
        expect(bar).toHaveAttribute('aria-valuenow', '40');
        expect(within(bar.closest('.ant-progress')! as HTMLElement).getByText('40%')).toBeInTheDocument();
        const sent = api.calls('POST', '/api/product/import').filter((r) => !isDryRun(r));
        expect(sent[0]!.headers.Accept).toBe('application/x-ndjson, application/json');
        finish();
        expect(
          await within(dialog).findByText(locale === 'en' ? 'Import done: 1 created, 1 updated' : 'Impor selesai: 1 dibuat, 1 diperbarui'),
        ).toBeInTheDocument();
        expect(within(dialog).queryByText(saving)).not.toBeInTheDocument();
      },
    );
  });
});
