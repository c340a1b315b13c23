// Housekeeping, at start and then periodically: expired login (and inquiry) counters go, PGlite's
// new files (it creates them 0666) become owner-only, upload files no row links to are removed,
// inquiries whose e-mail to sales a crash or restart left pending are sent again, and history
// entries older than the retention (ACTIVITY_RETENTION_DAYS), or past the newest ACTIVITY_MAX_ENTRIES, go. Once the app
// is ready (the seed included), the images without variants get them in the background.
import type { FastifyPluginAsync } from 'fastify';
import type { AppOptions } from '../appOptions';
import { tightenTree } from '../db/files';
import { deleteHistoryBeyond, deleteOldHistory } from '../store/sqlHistory';
import { HISTORY_MAX_ENTRIES_DEFAULT, HISTORY_RETENTION_DAYS_DEFAULT } from '@mfe/catalogue-core';

const housekeeping: FastifyPluginAsync<Pick<AppOptions, 'housekeepingMs' | 'orphanSweep' | 'activityRetentionDays' | 'activityMaxEntries'>> = async (
  app,
  opts,
) => {
  const { db: d, storage, loginThrottle, inquiries, passwordResetLimit } = app;
  // One sweep serves every counter in the login throttle's store: it keeps them as long as the longest window.
  const countersKeptMs = Math.max(inquiries.limit.opts.windowMs, passwordResetLimit.opts.windowMs);
  const sweepCountersAndTightenFiles = async () => {
    await loginThrottle.sweep(countersKeptMs).catch((err) => app.log.warn({ err }, 'login counter sweep failed'));
    if (d.dataDir) await tightenTree(d.dataDir).catch(() => undefined);
    await inquiries.mailer?.retryPending().catch((err) => app.log.warn({ err }, 'inquiry e-mail retry failed'));
  };
  const dropOldHistory = async () => {
    const days = opts.activityRetentionDays ?? HISTORY_RETENTION_DAYS_DEFAULT;
    const gone = await deleteOldHistory(d.db, days).catch((err) => {
      app.log.warn({ err }, 'history retention delete failed');
      return 0;
    });
    if (gone) app.log.info({ gone, days }, 'deleted history entries older than the retention');
    const max = opts.activityMaxEntries ?? HISTORY_MAX_ENTRIES_DEFAULT;
    const beyond = await deleteHistoryBeyond(d.db, max).catch((err) => {
      app.log.warn({ err }, 'history count limit delete failed');
      return 0;
    });
    if (beyond) app.log.info({ gone: beyond, max }, 'deleted the oldest history entries past the count limit');
  };
  const sweepOrphans = async () => {
    const linked = async () =>
      (await d.query<{ p: string }>('SELECT image_path AS p FROM image_asset UNION ALL SELECT file_path FROM file_asset')).map((r) => r.p);
    const r = await storage.sweep(linked, opts.orphanSweep?.graceMs ?? 10 * 60_000).catch((err) => {
      app.log.warn({ err }, 'orphan file sweep failed');
      return null;
    });
    if (r && (r.orphans || r.temp)) app.log.info(r, 'removed orphan and stale temp files');
  };
  await sweepCountersAndTightenFiles();
  await sweepOrphans();
  await dropOldHistory();
  const timers = [
    setInterval(() => void sweepCountersAndTightenFiles(), opts.housekeepingMs ?? 60_000),
    setInterval(() => void sweepOrphans(), opts.orphanSweep?.everyMs ?? 3600_000),
    // Hourly: the entries of an hour are few to delete, and the table never outgrows the retention by much.
    setInterval(() => void dropOldHistory(), 3600_000),
  ];
  for (const t of timers) t.unref();
  app.addHook('onReady', async () => {
    const images = async () => (await d.query<{ p: string }>('SELECT image_path AS p FROM image_asset ORDER BY id')).map((r) => r.p);
    void images()
      .then((paths) => app.imageVariants.warmMissing(paths))
      .then((warmed) => warmed && app.log.info({ warmed }, 'image variants made for images that had none'))
      .catch((err: unknown) => app.log.warn({ err }, 'warming image variants at start failed'));
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
  });
};

export default housekeeping;
