import { screen, within } from '@testing-library/react';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { fileAssetResource } from '../../../resources/assets-file-manager';
import { AssetListPage } from './AssetListPage';

const LONG_NAME = 'Mitra Presisi Teknik CNC Lathe KP-CL Series Technical Brochure 2026 Edition (Bahasa Indonesia and English)';

describe('AssetListPage, files', () => {
  it('shows each file with its whole name, size, upload date and how many series and products use it', async () => {
    installFakeApi().on('GET', '/api/assets-manager/file', {
      body: paged([
        {
          id: 7,
          name: LONG_NAME,
          description: null,
          file_path: 'files/7.pdf',
          mime: 'application/pdf',
          size: 2.4 * 1024 * 1024,
          created_at: '2026-03-05T10:00:00.000Z',
          updated_at: '2026-03-05T10:00:00.000Z',
          linked_count: 3,
          link_counts: { mt_product: 1, mt_product_series: 2 },
        },
        {
          id: 6,
          name: 'Unused sheet',
          description: null,
          file_path: 'files/6.pdf',
          mime: 'application/pdf',
          size: 14 * 1024,
          created_at: '2026-01-02T10:00:00.000Z',
          updated_at: '2026-01-02T10:00:00.000Z',
          linked_count: 0,
          link_counts: { mt_product: 0, mt_product_series: 0 },
        },
      ]),
    });
    renderScreen(<AssetListPage resource={fileAssetResource} />, { path: '/admin/assets-file-manager', entries: ['/admin/assets-file-manager'] });
    const row = (await screen.findByRole('link', { name: LONG_NAME })).closest('tr')!;
    expect(within(row).getByText('2.4 MB')).toBeInTheDocument();
    expect(within(row).getByText('5 Mar 2026')).toBeInTheDocument();
    // Counts, linking to the detail where the records are listed a page at a time.
    expect(within(row).getByRole('link', { name: '2 series, 1 product' })).toHaveAttribute('href', '/admin/assets-file-manager/detail/7');
    // The whole name is there, not an ellipsis of it.
    expect(within(row).getByRole('link', { name: LONG_NAME }).closest('[class*="ellipsis"]')).toBeNull();
    const unused = screen.getByRole('link', { name: 'Unused sheet' }).closest('tr')!;
    expect(within(unused).getByText('14 KB')).toBeInTheDocument();
    expect(within(unused).getByText('Not used')).toBeInTheDocument();
  });
});
