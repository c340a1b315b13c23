// @mfe/catalogue-core/seed: the demo data, PURE and browser-safe. The demo catalogue, where its
// files live and how they are drawn, its ONE mapping onto the tables' rows, and the demo admin.
// The API's first-start seed (which also draws and stores the files, in Node) and the browser
// demo's database are both made from it. Not exported from the core's index: no page needs it.
// Named re-exports (not `export *`): Node scripts load this file through tsx's tsImport, which
// cannot follow a CommonJS module's star re-exports.
export {
  demoCatalogue,
  generatedProduct,
  seriesHasPdf,
  ENGINEERING_AND_SERVICES,
  SERIES_PER_CATEGORY,
  PRODUCTS_PER_SERIES,
  type DemoCatalogue,
  type RGB,
  type SeedManufactureType,
  type SeedVendor,
  type SeedCategory,
  type SeedSeries,
  type SeedProduct,
  type SeedAttribute,
  type SeedAttributeValue,
} from './catalogue';
export { SEED_ATTRIBUTE_SETS, type SeedAttributeSketch } from './attributes';
export { seedFilePlan, allSeedFiles, type SeedDrawing, type SeedFile, type SeedFilePlan } from './filePlan';
export { seedRows, type SeedRows, type SeedRow, type SeedStore, type SeedTable } from './seedRows';
export { DEMO_ADMIN_CREDENTIALS } from './demoAdmin';
