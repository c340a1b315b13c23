// Where each picture and brochure of the demo catalogue lives under storage/, and how it is drawn.
// PURE (no node or DOM imports): the ONE set of seed file paths. The API's first-start seed
// (api/src/seed/seed.ts) writes each entry there with its drawSeedFile() (api/src/seed/files.ts),
// the browser demo's seeded records (@mfe/demo-api) point at the same paths, and
// scripts/build-demo.mjs draws the same files into demo-dist/storage/, so records and files can
// never disagree.
import type { DemoCatalogue, RGB, SeedSeries } from './catalogue';

export type SeedDrawing =
  | { kind: 'picture'; color: RGB; shape: SeedSeries['shape'] }
  | { kind: 'logo'; color: RGB }
  | { kind: 'brochure'; title: string; body: string; color: RGB };

export interface SeedFile {
  /** Relative to the storage root, as image_path / file_path carry it. */
  path: string;
  /** The image or file asset's name, as the API's seed names it. */
  name: string;
  drawing: SeedDrawing;
}

export interface SeedFilePlan {
  typeImages: SeedFile[];
  vendorLogos: SeedFile[];
  categoryImages: SeedFile[];
  seriesImages: SeedFile[];
  /** One per series; null for the series that have no brochure (no_pdf). */
  seriesBrochures: Array<SeedFile | null>;
}

/** The type pictures take these shapes, in turn. */
const TYPE_SHAPES: SeedSeries['shape'][] = ['circle', 'diamond', 'stripes', 'bars'];

export function seedFilePlan(catalogue: DemoCatalogue): SeedFilePlan {
  return {
    typeImages: catalogue.manufactureTypes.map((t, i) => ({
      path: `seed/manufacture-type-${i + 1}.png`,
      name: `${t.name} picture`,
      drawing: { kind: 'picture', color: t.color, shape: TYPE_SHAPES[i % TYPE_SHAPES.length]! },
    })),
    vendorLogos: catalogue.vendors.map((v, i) => ({
      path: `seed/vendor-${i + 1}-logo.png`,
      name: `${v.name} logo`,
      drawing: { kind: 'logo', color: v.color },
    })),
    categoryImages: catalogue.categories.map((c, i) => ({
      path: `seed/category-${i + 1}.png`,
      name: `${c.name} picture`,
      drawing: { kind: 'picture', color: c.color, shape: 'stripes' },
    })),
    seriesImages: catalogue.series.map((s, i) => ({
      path: `seed/series-${i + 1}.png`,
      name: `${s.name} picture`,
      drawing: { kind: 'picture', color: s.color, shape: s.shape },
    })),
    seriesBrochures: catalogue.series.map((s, i) =>
      s.hasPdf
        ? {
            path: `seed/series-${i + 1}-brochure.pdf`,
            name: `${s.name} brochure`,
            drawing: { kind: 'brochure', title: s.name, body: s.description, color: s.color },
          }
        : null,
    ),
  };
}

/** Every file of the plan, once. */
export function allSeedFiles(plan: SeedFilePlan): SeedFile[] {
  return [
    ...plan.typeImages,
    ...plan.vendorLogos,
    ...plan.categoryImages,
    ...plan.seriesImages,
    ...plan.seriesBrochures.filter((f): f is SeedFile => f !== null),
  ];
}
