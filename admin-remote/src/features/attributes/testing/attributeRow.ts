// An attribute as the API answers it, for the attribute components' tests: a number of category
// 100 unless the fields say otherwise.
const STAMPS = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

export const attributeRow = (id: number, name: string, fields: Record<string, unknown> = {}) => ({
  id,
  name,
  name_id: null,
  mt_product_category_id: 100,
  type: 'number',
  unit: null,
  options: [],
  filterable: false,
  on_card: false,
  position: id,
  ...STAMPS,
  ...fields,
});
