// Exports of the admin lists (issue 24): columns and cells (./columns.ts, ./cells.ts), CSV
// (./csv.ts), the use case (./exportTable.ts) and the routes (./routes.ts).
export * from './cells';
export * from './columns';
export * from './csv';
export * from './exportTable';
export * from './routes';
