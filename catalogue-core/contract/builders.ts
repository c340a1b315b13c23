// Records the tests stand on, made through the contract's own calls. A refused setup call throws
// (with the answer) instead of asserting: the test it serves is not about that call.
import type { Json } from './client';
import { formOf, PDF, PNG, upload, type UploadFile } from './files';
import type { CallOptions, ContractSession } from './session';

export interface Chain {
  type: number;
  vendor: number;
  category: number;
  series: number;
}

/** POST that must answer 201; returns its data. */
export async function created(api: ContractSession, path: string, body: Pick<CallOptions, 'json' | 'form'>): Promise<Json> {
  const r = await api.post(path, body);
  if (r.status !== 201) throw new Error(`setup: POST ${path} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** A manufacture type → vendor → category → series, named after the tag ('Type A', 'Vendor A', …). */
export async function createChain(api: ContractSession, tag = 'A'): Promise<Chain> {
  const type = (await created(api, '/api/manufacture-type/create', { json: { name: `Type ${tag}` } })).id;
  const vendor = (await created(api, '/api/vendor/create', { json: { name: `Vendor ${tag}`, mt_manufacture_type_id: type } })).id;
  const category = (
    await created(api, '/api/product/category/create', { json: { name: `Category ${tag}`, mt_manufacture_type_id: type, mt_vendor_id: vendor } })
  ).id;
  const series = (
    await created(api, '/api/product/series/create', {
      json: { name: `Series ${tag}`, mt_manufacture_type_id: type, mt_vendor_id: vendor, mt_product_category_id: category },
    })
  ).id;
  return { type, vendor, category, series };
}

/** The parent ids of a series of that chain (under its category). */
export const seriesParents = (chain: Chain) => ({
  mt_manufacture_type_id: chain.type,
  mt_vendor_id: chain.vendor,
  mt_product_category_id: chain.category,
});

/** The parent ids of a product of that chain (under its series). */
export const productParents = (chain: Chain) => ({ ...seriesParents(chain), mt_product_series_id: chain.series });

export async function createProduct(api: ContractSession, chain: Chain, fields: Record<string, unknown> = {}): Promise<Json> {
  return created(api, '/api/product/create', { json: { name: 'Lathe X', ...productParents(chain), ...fields } });
}

export async function uploadImage(api: ContractSession, name = 'Logo', file: UploadFile = upload(PNG, 'logo.png', 'image/png')): Promise<Json> {
  return created(api, '/api/assets-manager/image/create', { form: formOf({ name, description: `${name} picture` }, { image_file: file }) });
}

export async function uploadPdf(api: ContractSession, name = 'Brochure'): Promise<Json> {
  return created(api, '/api/assets-manager/file/create', {
    form: formOf({ name, description: `${name} document` }, { pdf_file: upload(PDF, 'brochure.pdf', 'application/pdf') }),
  });
}
