// Owner-only file modes for what the API keeps on disk (the data folder, PGlite's files, storage):
// the database holds the admin's password hash, and PGlite itself creates its files 0666.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Create `dir` if needed and make it owner-only. */
export function ownerOnlyDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  fs.chmodSync(dir, DIR_MODE);
}

/** Make every folder under `root` 0700 and every file 0600 (symbolic links are left alone). */
export async function tightenTree(root: string): Promise<void> {
  const walk = async (dir: string): Promise<void> => {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch {
      return; // vanished meanwhile
    }
    await Promise.all(
      entries.map(async (e) => {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) {
          await fsp.chmod(p, DIR_MODE).catch(() => undefined);
          await walk(p);
        } else if (e.isFile()) {
          const st = await fsp.stat(p).catch(() => null);
          if (st && (st.mode & 0o777) !== FILE_MODE) await fsp.chmod(p, FILE_MODE).catch(() => undefined);
        }
      }),
    );
  };
  await fsp.chmod(root, DIR_MODE).catch(() => undefined);
  await walk(root);
}
