// app.cache: the read caches, cleared whenever any process writes the catalogue, and never older
// than the last write committed before a read arrived.
import fp from 'fastify-plugin';
import type { AppOptions } from '../appOptions';
import { Cache } from '../lib/cache';
import { readCatalogVersion, VersionGate } from '../lib/catalogVersion';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

export default fp<Pick<AppOptions, 'cacheTtlMs'>>(
  async (app, opts) => {
    const d = app.db;
    const cache = new Cache(opts.cacheTtlMs ?? (d.kind === 'postgres' ? 30_000 : Infinity));
    // Every write to a catalogue table, by any process on this database, NOTIFYs catalog_changed in
    // its transaction (trigger of migration 0002): the read caches are cleared as it commits. After
    // the listening connection was lost and is back, they are cleared too (notifications missed).
    // (PGlite delivers them within its one process: apps sharing one PGlite instance, in tests.)
    // The payload is the version the write reached (the search index skips its own writes' versions).
    const unlisten = await d.listen(
      'catalog_changed',
      (payload) => cache.invalidate(/^\d+$/.test(payload) ? { version: Number(payload) } : {}),
      () => cache.invalidate(),
    );
    app.decorate('cache', cache);
    if (d.kind === 'postgres') {
      // Other replicas write too, and their NOTIFY may still be on its way: every read first
      // catches up with the database's catalogue version (one shared query per round trip).
      let epoch: string | undefined;
      const gate = new VersionGate(
        () => readCatalogVersion(d),
        (v) => {
          // `epoch.version`: a new epoch (the catalogue seeded afresh) is no version to compare.
          const [e, n] = v.split('.');
          cache.invalidate(epoch === undefined || e === epoch ? { version: Number(n) } : {});
          epoch = e;
        },
      );
      app.addHook('onRequest', async (req) => {
        if ((req.method === 'GET' || req.method === 'HEAD') && req.url.startsWith('/api/')) await gate.catchUp();
      });
    }
    app.addHook('onClose', async () => await unlisten?.().catch(() => undefined));
  },
  { name: 'cache', dependencies: ['database'] },
);
