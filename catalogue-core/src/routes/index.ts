// The catalogue's HTTP surface, transport-free (see ./route.ts).
export * from './route';
export { CATALOGUE_ROUTES, findCatalogueRoute, pathPattern } from './table';
export { answerMismatch } from './answerCheck';
export { idParams, listQueryString } from './requestSchemas';
