// The API process of the history bench (./history.ts): the server on the bench's data folder
// (DATA_DIR, API_PORT, HOST as src/server.ts reads them), with --without-history the catalogue's
// writes left unrecorded (AppOptions.benchWithoutHistory): the comparison's other side.
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { acquireLock } from '../src/lib/lock';

async function main() {
  const cfg = configFromEnv();
  const release = acquireLock(cfg.dataDir);
  const app = await buildApp({
    pgliteDir: cfg.pgliteDir,
    storageDir: cfg.storageDir,
    adminEmail: cfg.adminEmail,
    adminPassword: cfg.adminPassword,
    // No seed pictures' variants made in the background: they would share the CPU with what is measured.
    warmImageVariants: false,
    logger: { level: cfg.logLevel },
    benchWithoutHistory: process.argv.includes('--without-history'),
  });
  process.on('SIGTERM', () => void app.close().finally(() => (release(), process.exit(0))));
  await app.listen({ port: cfg.port, host: cfg.host });
}

main().catch((e) => {
  process.stderr.write(`history bench server failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
