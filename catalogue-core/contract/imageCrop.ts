// An image's crop (issue 20): a focal point (whole percent 0–100 of the width and the height) and a
// fit ('cover' or 'contain'), set on upload or on update, answered with the image and carried on
// every reference to it, the public nested reads included.
import { createChain, createProduct, seriesParents, uploadImage } from './builders';
import { formOf, PNG, upload } from './files';
import type { ContractSession } from './session';

const IMAGE = '/api/assets-manager/image';
const DEFAULT_CROP = { focus_x: 50, focus_y: 50, fit: 'cover' };

export function describeImageCrop(api: ContractSession) {
  describe('image crop (focal point and fit)', () => {
    test('an upload takes a focal point and a fit (multipart text); without them, the centre and cover', async () => {
      const plain = await uploadImage(api, 'Plain');
      expect(plain).toMatchObject(DEFAULT_CROP);
      const r = await api.post(`${IMAGE}/create`, {
        form: formOf({ name: 'Portrait', focus_x: '30', focus_y: 15, fit: 'contain' }, { image_file: upload(PNG, 'p.png', 'image/png') }),
      });
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ name: 'Portrait', focus_x: 30, focus_y: 15, fit: 'contain' });
      expect((await api.get(`${IMAGE}/detail/${r.body.data.id}`)).body.data).toMatchObject({ focus_x: 30, focus_y: 15, fit: 'contain' });
      const listed = (await api.get(IMAGE)).body.data.data.find((row: { id: number }) => row.id === r.body.data.id);
      expect(listed).toMatchObject({ focus_x: 30, focus_y: 15, fit: 'contain' });
    });

    test('an update sets the crop fields it sends (JSON or multipart); the ones it leaves out stay', async () => {
      const image = await uploadImage(api, 'Portrait');
      const first = await api.post(`${IMAGE}/update/${image.id}`, { json: { name: 'Portrait', focus_x: 0, focus_y: 100 } });
      expect([first.status, first.body.message]).toEqual([200, 'Image updated successfully']);
      expect(first.body.data).toMatchObject({ focus_x: 0, focus_y: 100, fit: 'cover' });
      const second = await api.post(`${IMAGE}/update/${image.id}`, { form: formOf({ name: 'Portrait', focus_y: '25', fit: 'contain' }) });
      expect(second.body.data).toMatchObject({ focus_x: 0, focus_y: 25, fit: 'contain' });
      const renamed = await api.post(`${IMAGE}/update/${image.id}`, { json: { name: 'Renamed' } });
      expect(renamed.body.data).toMatchObject({ name: 'Renamed', focus_x: 0, focus_y: 25, fit: 'contain', image_path: image.image_path });
    });

    test('422 {message, errors} for a focal point outside 0–100, not whole, or a fit that is none of cover, contain; nothing changes', async () => {
      const refused = await api.post(`${IMAGE}/create`, {
        form: formOf({ name: 'Off', focus_x: '120' }, { image_file: upload(PNG, 'p.png', 'image/png') }),
      });
      expect([refused.status, refused.body]).toEqual([
        422,
        {
          message: 'Focal point X must be a whole number from 0 to 100',
          errors: { focus_x: ['Focal point X must be a whole number from 0 to 100'] },
        },
      ]);
      expect((await api.get(IMAGE)).body.data.total).toBe(0);

      const image = await uploadImage(api, 'Kept');
      const bad = await api.post(`${IMAGE}/update/${image.id}`, { json: { name: 'Kept', focus_x: 12.5, focus_y: -1, fit: 'stretch' } });
      expect([bad.status, bad.body.errors]).toEqual([
        422,
        {
          focus_x: ['Focal point X must be a whole number from 0 to 100'],
          focus_y: ['Focal point Y must be a whole number from 0 to 100'],
          fit: ['Fit must be one of cover, contain'],
        },
      ]);
      expect((await api.get(`${IMAGE}/detail/${image.id}`)).body.data).toMatchObject(DEFAULT_CROP);
    });

    test('every reference to the image carries its crop: the public nested reads, the series page, the records', async () => {
      const chain = await createChain(api);
      const image = await uploadImage(api, 'Portrait');
      await api.post(`${IMAGE}/update/${image.id}`, { json: { name: 'Portrait', focus_x: 40, focus_y: 20 } });
      await api.post(`/api/vendor/update/${chain.vendor}`, { json: { name: 'Vendor A', mt_manufacture_type_id: chain.type, image_id: image.id } });
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series A', ...seriesParents(chain), image_id: image.id } });
      const product = await createProduct(api, chain, { name: 'Pictured', image_id: image.id });
      const ref = { id: image.id, name: 'Portrait', image_path: image.image_path, focus_x: 40, focus_y: 20, fit: 'cover' };
      expect(product.image).toEqual(ref);

      const publicReads = async () => {
        const type = (await api.get(`/api/manufacture-type/detail/name/${encodeURIComponent('Type A')}`, { token: null })).body.data;
        const series = (await api.get(`/api/product/series/detail/${chain.series}`, { token: null })).body.data;
        return [
          type.mt_vendor[0].image,
          type.mt_vendor[0].mt_product_category[0].mt_product_series[0].image,
          series.image,
          series.mt_product[0].image,
        ];
      };
      expect(await publicReads()).toEqual([ref, ref, ref, ref]);

      // A later change of the crop reaches every reference (no answer keeps the old one).
      await api.post(`${IMAGE}/update/${image.id}`, { json: { name: 'Portrait', focus_y: 80, fit: 'contain' } });
      const changed = { ...ref, focus_y: 80, fit: 'contain' };
      expect(await publicReads()).toEqual([changed, changed, changed, changed]);
      expect((await api.get(`/api/product/detail/${product.id}`)).body.data.image).toEqual(changed);
    });
  });
}
