// The export call of every admin list (issue 24): `GET <the list's path>/export?format=csv|xlsx&…`
// with the list's own search and filters, for whoever may read that list (an export of the
// manufacture types is staff's, though their list is public). Transport-free, like the route
// table (../routes/route.ts): the API streams each route's table, the demo writes it whole.
import { z } from 'zod';
import { ASSET_KINDS, type AssetKind } from '../useCases/assets';
import { historyQueryOf } from '../useCases/activity';
import { inquiryQueryOf } from '../useCases/inquiries';
import { LEVEL_LIST, PRODUCT_PARENT_FILTERS, type Level } from '../levels';
import { listQueryOf } from '../listing';
import { CATALOGUE_ROUTES } from '../routes/table';
import type { RouteAccess, RouteRequest } from '../routes/route';
import type { AssetTable, LevelTable } from '../tables';
import { EXPORT_COLUMNS, type ExportArea } from './columns';
import {
  assetRecords,
  exportFileName,
  exportFormatOf,
  exportTableOf,
  historyRecords,
  pagesOf,
  productExport,
  userRecords,
  type ExportCore,
  type ExportFormat,
  type ExportTable,
} from './exportTable';

export interface ExportRoute {
  /** `<list route's stem>.export`. */
  id: string;
  area: ExportArea;
  method: 'GET';
  path: string;
  access: RouteAccess;
  doc: { tag: string; summary: string };
  /** The list's query string and `format`. */
  request: { query: z.ZodType };
  /**
   * The format and the list's query, parsed before anything is written: an unknown format, one the
   * adapter does not write (`offered`) or a bad filter is a 422 as the list's own would be.
   */
  input(request: RouteRequest, offered: readonly ExportFormat[]): { format: ExportFormat; query: unknown };
  /** The table to write; `now` dates its file name. */
  run(core: ExportCore, query: unknown, now: Date): Promise<ExportTable>;
}

const LEVEL_AREAS: Record<LevelTable, ExportArea> = {
  mt_manufacture_type: 'manufacture-type',
  mt_vendor: 'vendor',
  mt_product_category: 'category',
  mt_product_series: 'series',
};
const ASSET_AREAS: Record<AssetTable, ExportArea> = { image_asset: 'image-asset', file_asset: 'file-asset' };

const formatQuery = { format: z.enum(['csv', 'xlsx']).optional().describe('csv (the default) or xlsx') };

/** An export route beside the list route of that id: its path, its readers (staff at least), its query string with `format`. */
function exportRoute(
  area: ExportArea,
  listId: string,
  parse: (query: Record<string, unknown>) => unknown,
  table: (core: ExportCore, query: never, fileName: string) => Promise<ExportTable> | ExportTable,
): ExportRoute {
  const list = CATALOGUE_ROUTES.find((route) => route.id === listId);
  if (!list) throw new Error(`no list route ${listId}`);
  return {
    id: `${listId.split('.')[0]}.export`,
    area,
    method: 'GET',
    path: `${list.path}/export`,
    access: list.access === 'public' ? 'staff' : list.access,
    doc: {
      tag: list.doc.tag,
      summary: `Export every row of the list with its search and filters (paging ignored) as CSV (UTF-8 with BOM) or XLSX, streamed${list.access === 'admin' ? ' (admin)' : ''}`,
    },
    request: { query: (list.request.query as z.ZodObject).extend(formatQuery) },
    input: ({ query }, offered) => ({ format: exportFormatOf(query, offered), query: parse(query) }),
    run: async (core, query, now) => table(core, query as never, exportFileName(area, now)),
  };
}

const levelRoute = (level: Level) =>
  exportRoute(
    LEVEL_AREAS[level.table],
    `${LEVEL_AREAS[level.table]}.list`,
    (query) => listQueryOf(query, level.parentFilters),
    (core, query, fileName) => exportTableOf(fileName, EXPORT_COLUMNS[LEVEL_AREAS[level.table]], core.exports.levelRows(level, query)),
  );

const assetRoute = (kind: AssetKind) =>
  exportRoute(
    ASSET_AREAS[kind.table],
    `${ASSET_AREAS[kind.table]}.list`,
    (query) => listQueryOf(query, []),
    (core, query, fileName) => exportTableOf(fileName, EXPORT_COLUMNS[ASSET_AREAS[kind.table]], assetRecords(core, kind, query)),
  );

export const EXPORT_ROUTES: readonly ExportRoute[] = [
  ...LEVEL_LIST.map(levelRoute),
  exportRoute(
    'product',
    'product.list',
    (query) => listQueryOf(query, PRODUCT_PARENT_FILTERS),
    (core, query, fileName) => productExport(core, query, fileName),
  ),
  ...Object.values(ASSET_KINDS).map(assetRoute),
  exportRoute('inquiry', 'inquiry.list', inquiryQueryOf, (core, query: ReturnType<typeof inquiryQueryOf>, fileName) =>
    exportTableOf(
      fileName,
      EXPORT_COLUMNS.inquiry,
      pagesOf(query, (q) => core.inquiries.inquiryPage(q)),
    ),
  ),
  exportRoute(
    'user',
    'user.list',
    (query) => listQueryOf(query, []),
    (core, query, fileName) => exportTableOf(fileName, EXPORT_COLUMNS.user, userRecords(core, query)),
  ),
  exportRoute('activity', 'activity.list', historyQueryOf, (core, query: ReturnType<typeof historyQueryOf>, fileName) =>
    exportTableOf(fileName, EXPORT_COLUMNS.activity, historyRecords(core, query)),
  ),
];
