// The demo catalogue as table rows in insertion order: images (types, vendors, categories,
// series), brochures (the series that have one), then the hierarchy and the products, every
// reference an index into the rows it points at. PURE. The API's seed inserts these rows in this
// order; the browser demo numbers them from 1 the same way, so every id matches.
import type { PageKind } from '@mfe/catalogue-core';
import { demoCatalogue, type DemoCatalogue } from './catalogue';
import { seedFilePlan, type SeedFile } from './filePlan';

export const SEED_BROCHURE_DESCRIPTION = 'Product brochure (PDF)';

interface Named {
  name: string;
  description: string;
}
export interface SeedRows {
  /** image_asset rows: a PNG each. */
  images: SeedFile[];
  /** file_asset rows: a PDF each (description SEED_BROCHURE_DESCRIPTION). */
  files: SeedFile[];
  /** `image` indexes images; `type`, `vendor`, `category`, `series` the parent rows; `pdf` files. */
  types: Array<Named & { image: number; page_kind: PageKind }>;
  vendors: Array<Named & { type: number; image: number }>;
  categories: Array<Named & { vendor: number; image: number }>;
  series: Array<Named & { category: number; image: number; pdf: number | null }>;
  /** A product takes its series' image and brochure. */
  products: Array<Named & { series: number; image: number; pdf: number | null }>;
}

export function seedRows(catalogue: DemoCatalogue = demoCatalogue()): SeedRows {
  const plan = seedFilePlan(catalogue);
  const images: SeedFile[] = [];
  const addImage = (f: SeedFile) => images.push(f) - 1;
  const typeImages = plan.typeImages.map(addImage);
  const vendorImages = plan.vendorLogos.map(addImage);
  const categoryImages = plan.categoryImages.map(addImage);
  const seriesImages = plan.seriesImages.map(addImage);
  const files: SeedFile[] = [];
  const seriesPdfs = plan.seriesBrochures.map((f) => (f ? files.push(f) - 1 : null));
  const named = ({ name, description }: Named) => ({ name, description });
  return {
    images,
    files,
    types: catalogue.manufactureTypes.map((t, i) => ({ ...named(t), image: typeImages[i]!, page_kind: t.page_kind })),
    vendors: catalogue.vendors.map((v, i) => ({ ...named(v), type: v.type, image: vendorImages[i]! })),
    categories: catalogue.categories.map((c, i) => ({ ...named(c), vendor: c.vendor, image: categoryImages[i]! })),
    series: catalogue.series.map((s, i) => ({ ...named(s), category: s.category, image: seriesImages[i]!, pdf: seriesPdfs[i]! })),
    products: catalogue.products.map((p) => ({ ...named(p), series: p.series, image: seriesImages[p.series]!, pdf: seriesPdfs[p.series]! })),
  };
}
