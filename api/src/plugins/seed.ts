// Seed: one admin, and the demo catalogue on an empty database.
import type { FastifyPluginAsync } from 'fastify';
import type { AppOptions } from '../appOptions';
import { DEMO_ADMIN_CREDENTIALS } from '../seed/demoAdmin';
import { isCatalogueEmpty, seedAdmin, seedDemo } from '../seed/seed';

const seed: FastifyPluginAsync<Pick<AppOptions, 'adminEmail' | 'adminPassword' | 'adminName' | 'seedDemo'>> = async (app, opts) => {
  const { db: d, storage } = app;
  await seedAdmin(d, opts.adminEmail ?? DEMO_ADMIN_CREDENTIALS.email, opts.adminPassword ?? DEMO_ADMIN_CREDENTIALS.password, opts.adminName);
  if (opts.seedDemo !== false && (await isCatalogueEmpty(d))) {
    const t = Date.now();
    const r = await seedDemo(d, storage);
    app.log.info({ ...r, ms: Date.now() - t }, 'seeded the demo catalogue');
  }
};

export default seed;
