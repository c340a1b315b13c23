// @mfe/api/shapes: the JSON of the contract, PURE (browser-safe), shared by the API and the demo.
export * from './catalog';
export * from './paging';
