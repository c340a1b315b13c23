// The public routes the screens link to (spec §2): written once in the catalogue core's zod-free
// `/paths` (the API's search builds the same URLs), re-exported here so the apps keep importing
// them from shared-ui.
export {
  ALL_CATEGORIES,
  cataloguePath,
  movedTypePath,
  productTypePath,
  searchPath,
  SERIES_PAGE_SIZE,
  seriesPagePath,
  seriesPath,
} from '@mfe/catalogue-core/paths';
