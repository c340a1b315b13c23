// The compare view (issue 24): GET /api/product/compare?ids=, up to COMPARE_MAX models side by
// side, from any series and category. Each model with where it sits and its values; the attributes
// of the categories involved; and the rows, the union of those attributes, one attribute of several
// categories sharing a name (any case), type and unit making one row.
import { CatalogueError } from '../errors';
import { notFoundMessage } from '../messages';
import { nameKey } from '../rules';
import type { Audience } from '../audience';
import type { ProductDetail } from '../schemas/responses';
import type { ComparedProduct, CompareRow } from '../schemas/compare';
import { compareByPosition } from '../shapes';
import type { AttributeRow, CatalogueStore } from '../store';
import { ok, type Answer } from './answer';
import { withProductValues } from './attributes';

/** A product's detail as the stores answer it, the parts the comparison reads. */
type ProductWithChain = Omit<ProductDetail, 'attributes'>;

/** The model as the comparison shows it: its own fields and its chain named (what its links need). */
function comparedOf(product: ProductWithChain): Omit<ComparedProduct, 'attributes'> | undefined {
  const series = product.mt_product_series;
  const category = series?.mt_product_category;
  const vendor = category?.mt_vendor;
  const type = vendor?.mt_manufacture_type;
  // A product's chain is whole (foreign keys); a store that lost a parent shows no such model.
  if (!series || !category || !vendor || !type) return undefined;
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? null,
    description_id: product.description_id ?? null,
    image: product.image,
    mt_product_series: { id: series.id, name: series.name },
    mt_product_category: { id: category.id, name: category.name, name_id: category.name_id ?? null },
    mt_vendor: { id: vendor.id, name: vendor.name },
    mt_manufacture_type: { id: type.id, name: type.name },
  };
}

/**
 * The attributes of these categories, each category's in the staff's order, the categories in the
 * order given; and the rows: one per attribute, but an attribute whose name (any case), type and
 * unit an earlier row already has joins that row.
 */
export function comparisonRows(attributes: AttributeRow[], categoryIds: number[]): { attributes: AttributeRow[]; rows: CompareRow[] } {
  const ordered = categoryIds.flatMap((categoryId) => attributes.filter((a) => a.mt_product_category_id === categoryId).sort(compareByPosition));
  const rows: CompareRow[] = [];
  const byKey = new Map<string, CompareRow>();
  for (const attribute of ordered) {
    const key = JSON.stringify([nameKey(attribute.name), attribute.type, attribute.unit]);
    const row = byKey.get(key);
    // Two attributes of one category never share a name (the names rule); of two categories they may.
    if (row) row.attribute_ids.push(attribute.id);
    else {
      const added: CompareRow = {
        name: attribute.name,
        name_id: attribute.name_id,
        type: attribute.type,
        unit: attribute.unit,
        attribute_ids: [attribute.id],
      };
      byKey.set(key, added);
      rows.push(added);
    }
  }
  return { attributes: ordered, rows };
}

/**
 * The models asked (ids parsed by the route: 1 to COMPARE_MAX, each once), those the reader may see
 * in the order asked; the others are named in `missing_ids` (a compare link kept while a model was
 * deleted or made a draft still shows the rest). 404 when none of them is there.
 */
export async function readComparison(
  store: Pick<CatalogueStore, 'detail' | 'attributesOf' | 'attributeValues'>,
  ids: number[],
  audience: Audience,
): Promise<Answer> {
  const found: Array<Omit<ComparedProduct, 'attributes'>> = [];
  const missing: number[] = [];
  for (const id of ids) {
    const product = (await store.detail('mt_product', id, audience)) as ProductWithChain | undefined;
    const compared = product && comparedOf(product);
    if (compared) found.push(compared);
    else missing.push(id);
  }
  if (!found.length) throw new CatalogueError(404, notFoundMessage('Product', ids.join(',')));
  const categoryIds = [...new Set(found.map((p) => p.mt_product_category.id))];
  const { attributes, rows } = comparisonRows(await store.attributesOf(categoryIds), categoryIds);
  return ok({
    data: {
      mt_product: await withProductValues(store, found),
      mt_product_attribute: attributes,
      rows,
      missing_ids: missing,
    },
  });
}
