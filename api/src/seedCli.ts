// npm run seed -w api [-- --products 100000]
// Seeds the admin and the demo catalogue when the database is empty, then adds generated
// products until the catalogue holds at least --products. Uses DATA_DIR / DATABASE_URL like
// the server (and the same data-folder lock: stop the server first when on PGlite).
import path from 'node:path';
import { configFromEnv } from './config';
import { isPostgresUrl, openDatabase } from './db';
import { acquireLock, LockError } from './lib/lock';
import { DatabaseStorage, Storage } from './lib/storage';
import { isCatalogueEmpty, seedAdmin, seedDemo, seedProducts } from './seed/seed';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

async function main() {
  const cfg = configFromEnv();
  const products = Number(arg('products') ?? 0);
  if (!Number.isInteger(products) || products < 0) throw new Error('--products must be a whole number');
  const pg = isPostgresUrl(cfg.databaseUrl);
  let release: (() => void) | null = null;
  if (!pg) release = acquireLock(cfg.dataDir);
  const t0 = Date.now();
  const d = await openDatabase(pg ? { databaseUrl: cfg.databaseUrl } : { pgliteDir: cfg.pgliteDir });
  try {
    const root = path.resolve(cfg.storageDir);
    const storage = cfg.fileStore === 'database' ? new DatabaseStorage(root, d) : new Storage(root);
    await storage.init();
    await seedAdmin(d, cfg.adminEmail, cfg.adminPassword);
    if (await isCatalogueEmpty(d)) {
      const r = await seedDemo(d, storage);
      console.log(`demo catalogue: ${JSON.stringify(r)}`);
    }
    if (products) {
      const t1 = Date.now();
      let last = 0;
      const added = await seedProducts(d, products, (n) => {
        if (n - last >= 20_000 || n === products) {
          last = n;
          console.log(`  ${n} products`);
        }
      });
      console.log(`added ${added} products in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
      if (added) await d.query('VACUUM ANALYZE mt_product');
    }
    const [{ n }] = await d.query<{ n: number }>('SELECT count(*)::int AS n FROM mt_product');
    console.log(`catalogue holds ${n} products (${pg ? 'PostgreSQL' : cfg.pgliteDir}); done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await storage.close();
  } finally {
    await d.close();
    release?.();
  }
}

main().catch((e) => {
  console.error(e instanceof LockError ? e.message : e);
  process.exit(1);
});
