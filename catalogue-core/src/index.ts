// @mfe/catalogue-core: the catalogue's rules, written once for the API and the demo.
export * from './messages';
export * from './ids';
export * from './errors';
export * from './chain';
export * from './paging';
export * from './listing';
export * from './schemas/entities';
export * from './tables';
export * from './levels';
export * from './shapes';
export * from './audience';
export * from './actor';
export * from './staffRoles';
export * from './uploads';
export * from './imageMasters';
export * from './imageVariants';
export * from './store';
export {
  attributeValueOf,
  attributeValueRow,
  attributeValuesByProduct,
  judgeAttributeValue,
  NUMERIC_ATTRIBUTE_TYPES,
  type AttributeRange,
  type AttributeRule,
  type AttributeValue,
  type AttributeValueRow,
  type AttributeValues,
} from './attributes';
export * from './trigrams';
export * from './searchMatch';
export * from './searchIndex';
export * from './searchMeasures';
export * from './schemas/parse';
export * from './schemas/openapi';
export * as requests from './schemas/requests';
export { MODULE_TYPES, EMAIL_PATTERN, type ModuleType } from './schemas/requests';
export * as responses from './schemas/responses';
export type { PageKind } from './schemas/responses';
export * as search from './schemas/search';
export { seriesPageQuery, type SeriesPageQuery } from './schemas/seriesPage';
export { SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchKind } from './schemas/search';
export * as inquiries from './schemas/inquiries';
export * as compare from './schemas/compare';
export * from './useCases/compare';
export * as siteSettings from './schemas/siteSettings';
export * from './useCases/answer';
export * from './useCases/progress';
export * from './useCases/levels';
export * from './useCases/names';
export * from './useCases/products';
export * from './useCases/attributes';
export * from './useCases/assets';
export * from './useCases/inquiries';
export * from './useCases/search';
export * from './useCases/seriesPage';
export * from './useCases/seriesAttributes';
export * from './useCases/siteSettings';
export * from './routes';
export * from './history';
export * from './historyTables';
export * as activity from './schemas/activity';
export * from './useCases/recording';
export * from './useCases/activity';
export * from './staffServices';
export * from './secretTokens';
export * as staff from './schemas/staff';
export * from './useCases/staffAccounts';
export * from './useCases/ownAccount';
export * from './useCases/passwordLinks';
export * from './useCases/logIn';
export * from './useCases/twoFactor';
export * from './useCases/securitySettings';
export * from './totp';
export * from './export';
export * from './finderFilters';
export { FinderPage, type FinderProduct } from './finderCounts';
export * as finder from './schemas/finder';
export * from './useCases/finder';
// ---- product import (issue 24)
export * from './productImport/sheet';
export * from './productImport/cells';
export * from './productImport/mapping';
export * from './productImport/readSheet';
export type { ImportAction, ImportError, ImportRowResult, ImportTotals } from './useCases/productImport';
