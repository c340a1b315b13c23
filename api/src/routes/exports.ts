// The core's export routes (EXPORT_ROUTES, issue 24) on Fastify: the format and the list's
// filters are judged and the first batch read before the first byte (a refusal is the usual 4xx
// {message}), then the file is written a batch at a time through a pull stream, so a slow client
// slows the reads and memory holds a batch, never the list (the bench's --export prints it at
// 100,000 products): CSV as the core's papaparse lines with a BOM, XLSX as our own streamed
// workbook (../lib/xlsxWriter.ts: inline strings, zipped as it goes; exceljs's writer zipped the
// whole sheet in memory at its commit and sent the first byte at the end).
import { Readable } from 'node:stream';
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
import { xlsxChunks } from '../lib/xlsxWriter';
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

function xlsxStream(sheetName: string, header: string[], batches: AsyncIterable<ExportCell[][]>, now: Date): Readable {
  return Readable.from(xlsxChunks(sheetName, header, batches, now), { objectMode: false });
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
        const now = new Date();
        const table: ExportTable = await route.run(core, query, now);
        const rows = table.rows[Symbol.asyncIterator]();
        const batches = batchesFrom(await rows.next(), rows);
        reply
          .header('content-type', CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${table.fileName}.${format}"`)
          .header('cache-control', 'private, no-store');
        return reply.send(format === 'csv' ? csvStream(table.header, batches) : xlsxStream(route.area, table.header, batches, now));
      },
    });
  }
}
