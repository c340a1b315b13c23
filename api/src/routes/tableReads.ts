// The reads the route table leaves to the API: the admin lists a SQL page at a time (the product
// list's JSON cached whole, ../queries/productPage.ts; assets with their link counts) and a type's
// public page from the snapshot.
import { paged, withLinkCounts, type RouteReads } from '@mfe/catalogue-core';
import type { Ctx } from '../context';
import { assetPage, levelPage } from '../queries/listPages';
import { productPageJson } from '../queries/productPage';

export function tableReads(ctx: Ctx): RouteReads {
  const pages = { db: ctx.d.db, cache: ctx.cache, snapshot: ctx.snapshot };
  return {
    async levelPage(level, query) {
      const { ids, total } = await levelPage(ctx.d.db, level.table, query);
      return { data: paged(await ctx.store.levelRows(level.table, ids, 'list'), total, query) };
    },
    productPage: (query) => productPageJson(pages, query),
    async assetPage(kind, query) {
      const { rows, total } = await assetPage(ctx.d.db, kind.table, query);
      return { data: paged(await withLinkCounts(ctx.store, kind.table, rows as Array<Record<string, unknown> & { id: number }>), total, query) };
    },
    async typeDetailByName(name, audience) {
      const view = (await ctx.snapshot()).view(audience);
      const type = view.typeByName(name);
      return type && view.typeDetail(type);
    },
  };
}
