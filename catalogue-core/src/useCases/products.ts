// Create, update and delete a product. Its form may carry image_file / pdf_file: each becomes a
// new asset that the product links instead of image_id / pdf_id.
import { newRowValues, writableValues } from '../schemas/entities';
import { notFound, routeId } from '../errors';
import { IMAGE_CROP_DEFAULT, MESSAGES, NAME_MAX, savedMessage } from '../messages';
import { parse } from '../schemas/parse';
import { productInput } from '../schemas/requests';
import type { CatalogueStore, PendingUpload } from '../store';
import { created, ok, type Answer, type ReadPayload } from './answer';
import { assertAssets, assertChain } from './integrity';
import { assertUniqueName } from './names';
import { placeUnder } from './order';
import { planProductValues, withProductValues, writeProductValues } from './attributes';

const THING = 'Product';

export interface ProductUploads {
  image_file?: PendingUpload;
  pdf_file?: PendingUpload;
}

export interface ProductForm {
  fields: unknown;
  uploads: ProductUploads;
}

/** Create (rawId null) or update a product from its multipart form. */
export async function saveProduct(store: CatalogueStore, rawId: unknown | null, readForm: ReadPayload<ProductForm>): Promise<Answer> {
  const id = rawId === null ? null : routeId(THING, rawId);
  if (id !== null && !(await store.has('mt_product', id))) throw notFound(THING, id);
  const { fields, uploads } = await readForm();
  const input = parse(productInput, fields);
  await assertChain(store, input, { category: 'Product Category' });
  const scope = { table: 'mt_product' as const, parent: { column: 'mt_product_series_id' as const, id: input.mt_product_series_id } };
  const { image_file: image, pdf_file: pdf } = uploads;
  await assertAssets(store, { image_id: image ? null : input.image_id, pdf_id: pdf ? null : input.pdf_id });
  // Its values of its category's attributes (issue 24), judged before anything is written.
  const values = await planProductValues(store, id, input.mt_product_category_id, input.attributes);
  /** The asset row an uploaded file becomes: named after the product, described as its image or brochure. */
  const assetOf = (upload: PendingUpload, what: 'Image' | 'Brochure') => ({
    name: input.name.slice(0, NAME_MAX),
    description: `${what} of product ${input.name}`.slice(0, 1000),
    mime: upload.mime,
    size: upload.size,
  });
  // Files into place first, then every row in one transaction; on failure the files go.
  const kept: string[] = [];
  try {
    const imagePath = image ? await image.keep() : null;
    if (imagePath) kept.push(imagePath);
    const pdfPath = pdf ? await pdf.keep() : null;
    if (pdfPath) kept.push(pdfPath);
    const savedId = await store.transaction(async (writes) => {
      await assertUniqueName(writes, THING, id, scope, input.name);
      const image_id =
        image && imagePath
          ? await writes.insert('image_asset', { ...assetOf(image, 'Image'), ...IMAGE_CROP_DEFAULT, image_path: imagePath })
          : input.image_id;
      const pdf_id = pdf && pdfPath ? await writes.insert('file_asset', { ...assetOf(pdf, 'Brochure'), file_path: pdfPath }) : input.pdf_id;
      // The payload's writable fields (../entities.ts), with the assets its files became.
      const own = { ...writableValues('mt_product', { ...input, image_id, pdf_id }), ...(await placeUnder(writes, scope, id)) };
      const productId = id === null ? await writes.insert('mt_product', newRowValues('mt_product', own)) : id;
      if (id !== null && !(await writes.update('mt_product', id, own))) throw notFound(THING, id);
      await writeProductValues(writes, productId, values);
      return productId;
    });
    kept.length = 0;
    store.changed({ table: 'mt_product', id: savedId });
    const [data] = await withProductValues(store, [(await store.row('mt_product', savedId)) as { id: number }]);
    const message = values.dropped.length
      ? MESSAGES.attributeValuesDropped(values.dropped.join(', '))
      : savedMessage(THING, id === null ? 'created' : 'updated');
    const body = { message, data, ...(values.dropped.length ? { dropped_attributes: values.dropped } : {}) };
    return id === null ? created(body) : ok(body);
  } finally {
    await Promise.all(kept.map((path) => store.removeFile(path)));
  }
}

export async function deleteProduct(store: CatalogueStore, rawId: unknown): Promise<Answer> {
  const id = routeId(THING, rawId);
  if ((await store.delete('mt_product', id)) !== 'deleted') throw notFound(THING, id);
  store.changed({ table: 'mt_product', id });
  return ok({ message: savedMessage(THING, 'deleted'), data: { id } });
}
