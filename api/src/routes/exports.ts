// The core's export routes (EXPORT_ROUTES, issue 24) on Fastify: the format and the list's
// filters are judged and the first batch read before the first byte (a refusal is the usual 4xx
// {message}), then the file is written a batch at a time. CSV (the core's papaparse lines, with a
// BOM) goes out through a pull stream, so a slow client slows the reads and memory stays flat at
// any length (the bench's --export prints it at 100,000 products). XLSX goes through exceljs's
// streaming WorkbookWriter (rows committed as they come, no shared strings or styles), but
// exceljs 4.4 zips with JSZip when the workbook is committed: the sheet is held in memory until
// its last row and the file goes out whole (measured by the bench; docs/architecture.md).
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  CSV_BOM,
  CSV_CONTENT_TYPE,
  csvLines,
  EXPORT_ROUTES,
  responses,
  type ExportCell,
  type ExportFormat,
  type ExportTable,
} from '@mfe/catalogue-core';
import type { FastifySchema } from 'fastify';
import type { App } from '../context';
import { exportReads } from '../queries/exportRows';
import { bearer, jsonSchema } from './schemas';

const OFFERED: readonly ExportFormat[] = ['csv', 'xlsx'];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: CSV_CONTENT_TYPE,
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The table's rows as one sequence of batches, its first batch already read. */
async function* batchesFrom(first: IteratorResult<ExportCell[][]>, rest: AsyncIterator<ExportCell[][]>): AsyncIterable<ExportCell[][]> {
  for (let next = first; !next.done; next = await rest.next()) yield next.value;
}

function csvStream(header: string[], batches: AsyncIterable<ExportCell[][]>): Readable {
  return Readable.from(
    (async function* () {
      yield CSV_BOM + csvLines([header]);
      for await (const batch of batches) yield csvLines(batch);
    })(),
    { objectMode: false },
  );
}

function xlsxStream(sheetName: string, header: string[], batches: AsyncIterable<ExportCell[][]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  (async () => {
    sheet.addRow(header).commit();
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(row).commit();
      // A client slower than the reads: wait for it (once exceljs writes before its commit).
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

const documentation = (route: (typeof EXPORT_ROUTES)[number]): FastifySchema & Record<string, unknown> => ({
  tags: [route.doc.tag],
  summary: route.doc.summary,
  querystring: jsonSchema(route.request.query),
  security: bearer,
  produces: Object.values(CONTENT_TYPES),
  response: { '4xx': jsonSchema(responses.failure) },
});

export function exportRoutes(app: App) {
  const { ctx } = app;
  const core = { store: ctx.store, inquiries: app.inquiries.store, staff: app.staff, exports: exportReads(ctx) };
  for (const route of EXPORT_ROUTES) {
    app.route({
      method: route.method,
      url: route.path,
      config: { public: false, admin: route.access === 'admin' },
      schema: documentation(route),
      handler: async (req, reply) => {
        const { format, query } = route.input({ params: {}, query: (req.query ?? {}) as Record<string, unknown>, audience: 'staff' }, OFFERED);
        const table: ExportTable = await route.run(core, query, new Date());
        const rows = table.rows[Symbol.asyncIterator]();
        const batches = batchesFrom(await rows.next(), rows);
        reply
          .header('content-type', CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${table.fileName}.${format}"`)
          .header('cache-control', 'private, no-store');
        return reply.send(format === 'csv' ? csvStream(table.header, batches) : xlsxStream(route.area, table.header, batches));
      },
    });
  }
}
