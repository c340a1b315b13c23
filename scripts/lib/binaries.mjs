// Where the machine's programs that the tests and `npm run start:cluster` drive are found: Debian's
// packages' paths, or the variable that names another one. Each finder returns a path, or null.
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';

/** Debian's Chromium (CHROMIUM_PATH overrides it), or null. */
export function findChromium() {
  return fs.existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : null;
}

/** HAProxy's binary (PATH, then Debian's /usr/sbin), or null. */
export function findHaproxy() {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    const p = path.join(dir, 'haproxy');
    if (dir && fs.existsSync(p)) return p;
  }
  return null;
}

/** The newest PostgreSQL bin folder (PG_BIN, else /usr/lib/postgresql/<v>/bin), or null. */
export function findPgBin() {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/** redis-server (REDIS_SERVER, else Debian's), looked up as the API's tests do (api/test/helpers.ts), or null. */
export function findRedisServer() {
  const candidates = process.env.REDIS_SERVER ? [process.env.REDIS_SERVER] : ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}
