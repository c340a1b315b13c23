// The bound on what an attribute's delete records (ATTRIBUTE_DELETE_VALUES_MAX): past it, the
// delete still goes through and says so, and its revert brings back the values recorded, counting
// the ones it could not. Run on the demo's store directly: thousands of models through the calls
// would take minutes, and the bound is the core's, the same for both adapters.
import {
  ATTRIBUTE_DELETE_VALUES_MAX,
  attributeValueRow,
  deleteAttribute,
  recordingStore,
  revertActivity,
  type Actor,
  type InquiryStore,
} from '@mfe/catalogue-core';
import { seedDb } from '../seed/seedDb';
import { DemoStore } from './demoStore';

const actor: Actor = { member: { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin' }, address: null };

test("an attribute's delete records its first values up to the bound, and its revert brings those back and counts the rest", async () => {
  const db = seedDb();
  const template = db.mt_product[0]!;
  const series = db.mt_product_series.find((s) => s.id === template.mt_product_series_id)!;
  const ids = Array.from({ length: ATTRIBUTE_DELETE_VALUES_MAX + 1 }, () => ++db.lastId.mt_product);
  db.mt_product.push(...ids.map((id) => ({ ...template, id, name: `Model ${id}` })));
  const attributeId = ++db.lastId.mt_product_attribute;
  const stamp = new Date().toISOString();
  db.mt_product_attribute.push({
    id: attributeId,
    name: 'Bound check',
    name_id: null,
    mt_product_category_id: series.mt_product_category_id,
    type: 'number',
    unit: null,
    options: [],
    filterable: false,
    on_card: false,
    position: 1000,
    created_at: stamp,
    updated_at: stamp,
  });
  db.mt_product_attribute_value.push(...ids.map((id) => attributeValueRow(id, attributeId, id)));
  const store = new DemoStore(db, () => new Date().toISOString());

  const deleted = await deleteAttribute(recordingStore(store, actor), attributeId);
  expect(deleted.body).toMatchObject({
    message: `Attribute deleted successfully with ${ids.length} values; a revert of this delete can bring back only the first ${ATTRIBUTE_DELETE_VALUES_MAX}`,
  });
  const [entry] = db.activity!.slice(-1);
  const recorded = entry!.changes.find((change) => change.field === 'values')!.before as Record<string, number>;
  expect(Object.keys(recorded)).toHaveLength(ATTRIBUTE_DELETE_VALUES_MAX);
  // The first by product id: the last model's value is the one not recorded.
  expect(recorded[String(ids.at(-1))]).toBeUndefined();
  expect(entry!.changes).toContainEqual({ field: 'value_count', before: ids.length, after: null });

  const reverted = await revertActivity({ store, inquiries: {} as InquiryStore, actor }, entry!.id);
  expect(reverted.body).toMatchObject({
    message: `Attribute restored with ${ATTRIBUTE_DELETE_VALUES_MAX} values; 1 value was left out (products deleted or moved to another category since, or beyond what the delete recorded)`,
  });
  expect(await store.attributeValueCount(attributeId)).toBe(ATTRIBUTE_DELETE_VALUES_MAX);
});
