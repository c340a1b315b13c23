// One API process per data folder: the lock file, stale locks, and a second server process.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock, LockError, processStart } from '../src/lib/lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));

describe('data folder lock', () => {
  it('takes the lock, refuses a live holder, takes over a stale one', () => {
    const dir = tmp();
    const release = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, 'api.lock'), 'utf8').trim()).toBe(`${process.pid} ${processStart(process.pid)}`);
    release();
    expect(fs.existsSync(path.join(dir, 'api.lock'))).toBe(false);

    // A live process holds it.
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'api.lock'), `${sleeper.pid}\n`);
      expect(() => acquireLock(dir)).toThrow(LockError);
      expect(() => acquireLock(dir)).toThrow(/Another API process \(pid \d+\)/);
    } finally {
      sleeper.kill();
    }

    // A dead pid: stale, taken over.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    fs.writeFileSync(path.join(dir, 'api.lock'), `${dead.pid}\n`);
    const r2 = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, 'api.lock'), 'utf8').trim()).toMatch(new RegExp(`^${process.pid} \\d+$`));
    r2();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a lock whose pid now belongs to another live process is stale (issue 11: reused pid)', () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const start = processStart(other.pid!);
      expect(start).toMatch(/^\d+$/);
      // the same pid and start time: that process holds the lock
      fs.writeFileSync(path.join(dir, 'api.lock'), `${other.pid} ${start}\n`);
      expect(() => acquireLock(dir)).toThrow(/Another API process \(pid \d+\)/);
      // the same pid, another start time: the holder died and the pid was given to someone else
      fs.writeFileSync(path.join(dir, 'api.lock'), `${other.pid} ${Number(start) - 1000}\n`);
      const release = acquireLock(dir);
      expect(fs.readFileSync(path.join(dir, 'api.lock'), 'utf8').trim()).toBe(`${process.pid} ${processStart(process.pid)}`);
      expect(fs.statSync(path.join(dir, 'api.lock')).mode & 0o777).toBe(0o600);
      release();
    } finally {
      other.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a second server process on the same DATA_DIR exits at once with a clear message', () => {
    const dir = tmp();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'api.lock'), `${holder.pid}\n`);
      const tsx = require.resolve('tsx/cli');
      const t0 = Date.now();
      const r = spawnSync(process.execPath, [tsx, path.join(__dirname, '../src/server.ts')], {
        env: { ...process.env, DATA_DIR: dir, API_PORT: '0', NODE_OPTIONS: '' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/Another API process \(pid \d+\) is already using the data folder/);
      expect(Date.now() - t0).toBeLessThan(20_000);
      // nothing was created in the folder: the database was never opened
      expect(fs.readdirSync(dir)).toEqual(['api.lock']);
    } finally {
      holder.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
