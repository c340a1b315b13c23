import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@mfe/shared-ui';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../test/renderScreen';
import { vendorResource } from '../../resources/vendor';
import { ResourceListPage } from './ResourceListPage';

const vendors = paged([{ id: 1, name: 'Vendor 1', mt_manufacture_type: { id: 1, name: 'Machine Tools' } }]);

/** The files the page handed to the browser's download: their names and contents. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

describe('ExportMenu (issue 24)', () => {
  beforeEach(() => setRuntimeConfig({}));
  afterEach(() => jest.restoreAllMocks());

  it("downloads the whole list with the page's search and filters as CSV or Excel, through the signed-in client", async () => {
    const saved = captureDownloads();
    const csv = new Blob(['\uFEFFid,name\r\n1,Vendor 1\r\n'], { type: 'text/csv' });
    const api = installFakeApi().on('GET', '/api/vendor', { body: vendors }).on('GET', '/api/vendor/export', { body: csv });
    renderScreen(<ResourceListPage resource={vendorResource} />, {
      path: '/admin/vendor',
      entries: ['/admin/vendor?page=2&search=kanto&published=false'],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export Vendor: every row with the current search and filters' }));
    await userEvent.click(await screen.findByText('CSV (.csv)'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = api.calls('GET', '/api/vendor/export');
    expect(call!.params).toEqual({ search: 'kanto', published: false, format: 'csv' });
    expect(call!.headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(api.configs.at(-1)!.responseType).toBe('blob');
    expect(saved[0]!.name).toMatch(/^vendor-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0]!.blob).toBe(csv);

    await userEvent.click(screen.getByRole('button', { name: /^Export Vendor/ }));
    await userEvent.click(await screen.findByText('Excel (.xlsx)'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.calls('GET', '/api/vendor/export').at(-1)!.params).toMatchObject({ format: 'xlsx' });
    expect(saved[1]!.name).toMatch(/^vendor-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('says it is exporting until the file is there, and why it failed', async () => {
    const saved = captureDownloads();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = new Blob([JSON.stringify({ message: 'Untranslated must be true or false' })], { type: 'application/json' });
    const api = installFakeApi(undefined, { hold: true })
      .on('GET', '/api/vendor', { body: vendors })
      .on('GET', '/api/vendor/export', { status: 422, body: refusal });
    const { store } = renderScreen(<ResourceListPage resource={vendorResource} />, {
      path: '/admin/vendor',
      entries: ['/admin/vendor?untranslated=true'],
    });
    // Every reply held (the fake API releases all at once): the export is in flight for sure
    // while its state is read.
    await userEvent.click(await screen.findByRole('button', { name: /^Export Vendor/ }));
    await userEvent.click(await screen.findByText('CSV (.csv)'));
    expect(await screen.findByText('Exporting…')).toBeInTheDocument();
    api.release();
    await waitFor(() =>
      expect(store.getState().overlays.snackbars).toEqual([
        expect.objectContaining({ status: 'error', message: 'Failed when exporting Vendor: Untranslated must be true or false' }),
      ]),
    );
    expect(api.calls('GET', '/api/vendor/export')[0]!.params).toEqual({ untranslated: true, format: 'csv' });
    expect(saved).toEqual([]);
    expect(await screen.findByRole('button', { name: /^Export Vendor/ })).toHaveTextContent('Export');
  });

  it('offers Excel disabled in demo mode, and speaks Indonesian', async () => {
    setRuntimeConfig({ demo: true });
    installFakeApi().on('GET', '/api/vendor', { body: vendors });
    renderScreen(<ResourceListPage resource={vendorResource} />, { path: '/admin/vendor', entries: ['/admin/vendor'], locale: 'id' });
    const button = await screen.findByRole('button', { name: /^Ekspor Vendor: semua baris/ });
    expect(button).toHaveTextContent('Ekspor');
    await userEvent.click(button);
    const excel = await screen.findByRole('menuitem', { name: 'Excel (.xlsx): tidak tersedia dalam mode demo' });
    expect(excel).toHaveAttribute('aria-disabled', 'true');
  });
});
