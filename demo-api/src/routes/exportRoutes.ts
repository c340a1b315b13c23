// The core's export routes (EXPORT_ROUTES, issue 24) in the demo: the same columns and cells as
// the API's, written whole as CSV (the demo's lists are small); XLSX is the API's only, a 422
// saying so (docs/spec-departures.md).
import { CSV_BOM, CSV_CONTENT_TYPE, csvLines, EXPORT_ROUTES, type ExportCell, type ExportRoute } from '@mfe/catalogue-core';
import { route, type DemoRoute } from '../http/router';
import { exportReads } from './tableReads';

function demoExportRoute(table: ExportRoute): DemoRoute {
  return route(
    `${table.method} ${table.path}`,
    async (req, { store, inquiries, staff }) => {
      const { query } = table.input(req, ['csv']);
      const exported = await table.run({ store, inquiries, staff, exports: exportReads(store) }, query, new Date());
      const rows: ExportCell[][] = [exported.header];
      for await (const batch of exported.rows) rows.push(...batch);
      return {
        body: CSV_BOM + csvLines(rows),
        headers: { 'content-type': CSV_CONTENT_TYPE, 'content-disposition': `attachment; filename="${exported.fileName}.csv"` },
      };
    },
    { admin: table.access === 'admin' },
  );
}

export const exportRoutes = (): DemoRoute[] => EXPORT_ROUTES.map(demoExportRoute);
