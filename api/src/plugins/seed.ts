// Seed: one admin, and the demo catalogue on an empty database.
import type { FastifyPluginAsync } from 'fastify';
import type { AppOptions } from '../appOptions';
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/catalogue-core/seed';
import { isCatalogueEmpty, seedAdmin, seedDemo } from '../seed/seed';

/**
 * The advisory lock the first seed takes (apart from the migrations' 727274 and the seed's own
 * transaction lock 727275): replicas started together on an empty database seed one after the
 * other, so one seeds and the others find the catalogue there (and write no files at all).
 */
const SEED_LOCK = 727276;

const seed: FastifyPluginAsync<Pick<AppOptions, 'adminEmail' | 'adminPassword' | 'adminName' | 'seedDemo'>> = async (app, opts) => {
  const { db: d, storage } = app;
  await d.exclusively(SEED_LOCK, async () => {
    await seedAdmin(d, opts.adminEmail ?? DEMO_ADMIN_CREDENTIALS.email, opts.adminPassword ?? DEMO_ADMIN_CREDENTIALS.password, opts.adminName);
    if (opts.seedDemo !== false && (await isCatalogueEmpty(d))) {
      const t = Date.now();
      const r = await seedDemo(d, storage);
      app.log.info({ ...r, ms: Date.now() - t }, 'seeded the demo catalogue');
    }
  });
};

export default seed;
