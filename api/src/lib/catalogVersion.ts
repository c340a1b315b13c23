// The catalogue's version as the database holds it, and the gate that keeps a replica's read caches
// no older than the last write committed by any replica before a read arrived.
import type { Database } from '../db';

/** `epoch.version` of the row catalog_version: bumped in the transaction of every catalogue write. */
export async function readCatalogVersion(d: Database): Promise<string> {
  const [v] = await d.query<{ epoch: string; version: string | number }>('SELECT epoch, version FROM catalog_version WHERE id = 1');
  return `${v!.epoch}.${v!.version}`;
}

/**
 * NOTIFY reaches the other replicas a little after the writer's commit returns, so a client that
 * saves through one replica and reads through another at once could get the old answer. Before a
 * cached read, `catchUp()` reads the version with a query that started after the call: if it moved,
 * the caches are cleared first. Concurrent callers share one query (those arriving while one runs
 * wait for the next), so a burst of reads costs one tiny query per round trip, not one each.
 */
export class VersionGate {
  private seen: string | undefined;
  private running: Promise<void> | null = null;
  private waiting: Promise<void> | null = null;

  constructor(
    private read: () => Promise<string>,
    private onChange: (version: string) => void,
  ) {}

  catchUp(): Promise<void> {
    if (this.waiting) return this.waiting;
    if (this.running) {
      // The query in flight may have started before this caller's request: wait for the next one.
      this.waiting = this.running
        .catch(() => undefined)
        .then(() => {
          this.waiting = null;
          return this.start();
        });
      return this.waiting;
    }
    return this.start();
  }

  private start(): Promise<void> {
    const p = this.read()
      .then((v) => {
        if (this.seen !== undefined && v !== this.seen) this.onChange(v);
        this.seen = v;
      })
      .finally(() => {
        if (this.running === p) this.running = null;
      });
    this.running = p;
    return p;
  }
}
