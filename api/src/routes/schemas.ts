// JSON schemas of the routes: they document the API (OpenAPI at /api/docs/json) and stay
// permissive, so that the field rules (src/rules) answer 422 with the spec's messages.
// 'boolean' is listed so that ajv leaves true/false as they are (its type coercion would turn
// true into 1, linking record 1): the field rules then answer 422.
const id = { type: ['integer', 'string', 'null', 'boolean'] } as const;
const text = { type: ['string', 'null'] } as const;

export const idParams = {
  type: 'object',
  properties: { id: { type: 'string', description: 'Record id' } },
  required: ['id'],
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'string', description: 'Page number (default 1)' },
    items_per_page: { type: 'string', description: 'Rows per page (default 15, at most 100)' },
    search: { type: 'string', description: 'Case-insensitive name contains' },
    mt_manufacture_type_id: { type: 'string' },
    mt_vendor_id: { type: 'string' },
    mt_product_category_id: { type: 'string' },
    mt_product_series_id: { type: 'string' },
  },
} as const;

const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties }) as const;

export const bodies = {
  manufactureType: obj({ name: text, description: text, image_id: id }),
  vendor: obj({ name: text, description: text, mt_manufacture_type_id: id, image_id: id }),
  category: obj({ name: text, description: text, mt_manufacture_type_id: id, mt_vendor_id: id, image_id: id }),
  series: obj({
    name: text,
    description: text,
    mt_manufacture_type_id: id,
    mt_vendor_id: id,
    mt_product_category_id: id,
    image_id: id,
    pdf_id: { ...id, description: 'File asset id of the PDF brochure; null clears it (no_pdf)' },
  }),
  login: obj({ email: text, password: text }),
  remove: obj({ module_id: id, module_type: text }),
};

export const removeQuery = {
  type: 'object',
  properties: {
    module_id: { type: 'string' },
    module_type: {
      type: 'string',
      description: 'mt_product, mt_product_series, mt_product_category, mt_vendor or mt_manufacture_type',
    },
  },
} as const;

export const bearer = [{ bearerAuth: [] }];
