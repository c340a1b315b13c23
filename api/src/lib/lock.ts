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

/**
 * When a process started (clock ticks since boot, field 22 of /proc/<pid>/stat), or null where
 * there is no /proc. A pid is reused by the system; a pid with the same start time is the same process.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: count from the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Is the process that wrote this lock ("<pid> <start>") still running? */
function holderAlive(pid: number, start: string | undefined): boolean {
  if (!alive(pid)) return false;
  if (!start) return true; // an old lock without a start time: trust the pid
  const now = processStart(pid);
  return now === null || now === start; // a different start time: the pid was reused
}

/**
 * Take DATA_DIR/api.lock (holding our pid and start time). A stale lock (dead pid, or a pid now
 * used by another process) is taken over.
 */
export function acquireLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'api.lock');
  const mine = `${process.pid} ${processStart(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${mine}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === mine) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let pid = NaN;
      let start: string | undefined;
      try {
        const [p, st] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
        pid = Number.parseInt(p ?? '', 10);
        start = st;
      } catch {
        /* vanished meanwhile: retry */
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && holderAlive(pid, start)) {
        throw new LockError(
          `Another API process (pid ${pid}) is already using the data folder ${path.resolve(dataDir)}. ` +
            'PGlite allows one process per data folder: stop that process or use another DATA_DIR.',
        );
      }
      // Stale (dead pid, reused pid, our own pid, or unreadable): take it over.
      try {
        fs.unlinkSync(file);
      } catch {
        /* someone else removed it */
      }
    }
  }
  throw new LockError(`Could not take the lock ${file}`);
}
