// One API process per PGlite data folder: two processes on one folder silently lose writes.
import fs from 'node:fs';
import path from 'node:path';

export class LockError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Take DATA_DIR/api.lock (holding our pid). A stale lock of a dead pid is taken over. */
export function acquireLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let pid = NaN;
      try {
        pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      } catch {
        /* vanished meanwhile: retry */
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new LockError(
          `Another API process (pid ${pid}) is already using the data folder ${path.resolve(dataDir)}. ` +
            'PGlite allows one process per data folder: stop that process or use another DATA_DIR.',
        );
      }
      // Stale (dead pid, our own pid, or unreadable): take it over.
      try {
        fs.unlinkSync(file);
      } catch {
        /* someone else removed it */
      }
    }
  }
  throw new LockError(`Could not take the lock ${file}`);
}
