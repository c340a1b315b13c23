import { screen, within } from '@testing-library/react';
import { installFakeApi, paged } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { fileAssetResource } from '../../../resources/assets-file-manager';
import { imageAssetResource } from '../../../resources/assets-image-manager';
import { imageUrls, VARIANT_URL } from '../../../../test/imageUrls';
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
    expect(within(row).getByText('5 March 2026')).toBeInTheDocument();
    // Counts, linking to the detail where the records are listed a page at a time.
    expect(within(row).getByRole('link', { name: '2 series, 1 product' })).toHaveAttribute('href', '/admin/assets-file-manager/detail/7');
    // The whole name is there, not an ellipsis of it.
    expect(within(row).getByRole('link', { name: LONG_NAME }).closest('[class*="ellipsis"]')).toBeNull();
    const unused = screen.getByRole('link', { name: 'Unused sheet' }).closest('tr')!;
    expect(within(unused).getByText('14 kB')).toBeInTheDocument();
    expect(within(unused).getByText('Not used')).toBeInTheDocument();
  });
});

describe('AssetListPage, images', () => {
  it('shows a grid of small variants (AVIF, WebP, the master format), never a master (issue 20)', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      name: `Photo ${i + 1}`,
      description: null,
      image_path: i % 2 ? `images/${(i + 1).toString(16).padStart(8, '0')}.jpg` : `seed/photo-${i + 1}.png`,
      mime: i % 2 ? 'image/jpeg' : 'image/png',
      size: 400_000,
      created_at: '2026-03-05T10:00:00.000Z',
      updated_at: '2026-03-05T10:00:00.000Z',
    }));
    installFakeApi().on('GET', '/api/assets-manager/image', { body: paged(rows, { total: 160, per_page: 40 }) });
    renderScreen(<AssetListPage resource={imageAssetResource} />, { path: '/admin/assets-image-manager', entries: ['/admin/assets-image-manager'] });
    const jpeg = await screen.findByRole('img', { name: 'Photo 2' });
    expect(jpeg).toHaveAttribute('src', '/storage/variants/images/00000002.jpg/w480.jpg');
    expect(jpeg.getAttribute('srcset')).toBe(
      '/storage/variants/images/00000002.jpg/w160.jpg 160w, /storage/variants/images/00000002.jpg/w320.jpg 320w, /storage/variants/images/00000002.jpg/w480.jpg 480w',
    );
    expect(jpeg).toHaveAttribute('loading', 'lazy');
    expect(jpeg).toHaveAttribute('decoding', 'async');
    expect(jpeg).toHaveAttribute('height', '175');
    expect(jpeg.getAttribute('sizes')).toMatch(/^\(max-width: 575px\) calc\(50vw - 22px\),/);
    const sources = [...jpeg.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', expect.stringContaining('/storage/variants/images/00000002.jpg/w160.avif 160w'));
    expect(sources[1]).toHaveAttribute('sizes', jpeg.getAttribute('sizes'));
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/storage/variants/seed/photo-1.png/w480.png');
    const urls = imageUrls(screen.getByRole('region', { name: 'Images Manager' }));
    expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(40);
    expect(urls).toHaveLength(40 * 10);
    expect(urls.filter((url) => !VARIANT_URL.test(url))).toEqual([]);
    // Not one of them is a master's own URL, at any width.
    expect(urls.filter((url) => rows.some((row) => url === `/storage/${row.image_path}`))).toEqual([]);
  });

  it('shows a demo upload (a data: URL, no variants) as itself', async () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    installFakeApi().on('GET', '/api/assets-manager/image', {
      body: paged([{ id: 1, name: 'Demo', description: null, image_path: data, mime: 'image/png', size: 10 }]),
    });
    renderScreen(<AssetListPage resource={imageAssetResource} />, { path: '/admin/assets-image-manager', entries: ['/admin/assets-image-manager'] });
    const img = await screen.findByRole('img', { name: 'Demo' });
    expect(img).toHaveAttribute('src', data);
    expect(img).not.toHaveAttribute('srcset');
    expect(img.closest('picture')!.querySelectorAll('source')).toHaveLength(0);
  });
});
