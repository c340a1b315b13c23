// Products with their attribute values from a spreadsheet (issue 24): a dry run, then the commit.
// Staff of either role, as a product's create and update.
import { z } from 'zod';
import { readSheet } from '../productImport/readSheet';
import { IMPORT_ROWS_MAX } from '../productImport/sheet';
import { importProducts, mappingOf } from '../useCases/productImport';
import { catalogueRoute, type CatalogueRoute } from './route';

const importError = z.object({ row: z.number().int().nullable(), column: z.string().nullable(), message: z.string() });
const importTotals = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
const importRow = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  product_id: z.number().int().nullable(),
  series: z.string().nullable(),
  name: z.string().nullable(),
  changes: z.array(z.string()),
});
const importAnswer = z.object({
  message: z.string().optional(),
  data: z.object({
    totals: importTotals,
    headers: z.array(z.string()).optional(),
    mapping: z.record(z.string(), z.string()).optional(),
    rows: z.array(importRow).optional(),
    errors: z.array(importError).optional(),
  }),
});

export const PRODUCT_IMPORT_ROUTES: CatalogueRoute[] = [
  catalogueRoute({
    id: 'product.import',
    method: 'POST',
    path: '/api/product/import',
    access: 'staff',
    doc: {
      tag: 'Product',
      summary: `Import products with their attribute values from a CSV or XLSX file (at most ${IMPORT_ROWS_MAX} rows): ?dry_run=1 answers what each row would do, else all rows in one transaction (422 with every error, nothing written)`,
      description:
        'multipart/form-data: file (CSV or XLSX, ≤ 20 MB), mapping (JSON text {header: field}; left out: the defaults, which the dry run answers with the headers). Fields: id, series, series_id, name, description, description_id, image_id, pdf_id, published, mt_manufacture_type_id / mt_vendor_id / mt_product_category_id (checked against the series), attr:<attribute id>, attr_name:<attribute name> (in each row\'s category). A row updates the product of its id, else the one of its series and name, else creates it; an empty attribute cell removes the value. With `Accept: application/x-ndjson` the work\'s progress is streamed: every refusal (file, mapping, too many rows, and the commit\'s rows with errors: all judged before any write) is still the usual 4xx {message, errors} before the first byte; once the rows are judged (dry run) or the writing starts (commit), the answer is 200 application/x-ndjson: lines {"progress":{"phase":"checking"|"saving","done":N,"total":M}} (the dry run\'s rows judged, the commit\'s rows written; total: the rows it writes), then one last line: the JSON body the plain call answers ({"data":…}), or, when the work fails midway (the transaction rolled back, nothing written), {"message":…,"status":…} with the status the plain call would have answered.',
      consumes: ['multipart/form-data'],
    },
    request: {
      query: z.object({ dry_run: z.string().optional().describe('1: judge and answer, write nothing') }),
      body: z.object({ mapping: z.string().optional() }),
      files: { file: 'sheet' },
    },
    response: { status: 200, schema: importAnswer },
    input: ({ query }) => ({ dryRun: query.dry_run === '1' || query.dry_run === 'true' }),
    run: async ({ store, readXlsx, progress }, { dryRun }, readForm) => {
      const form = await readForm();
      const mapping = mappingOf(form.fields.mapping);
      const table = await readSheet(form.uploads.file, readXlsx);
      return importProducts(store, { table, mapping, dryRun, onProgress: progress });
    },
  }),
];
