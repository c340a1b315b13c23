// Issue 11 finding 6 (files and records): owner-only modes for the data folder, PGlite's files
// and storage; orphan and stale temp files swept at start and periodically; /storage never
// follows a link out of storage; `true` is not id 1; two deletes of one record: 200 and 404.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { ADMIN, form, makeChain, PNG, storageFiles, useApp } from './helpers';

const h = useApp({}, { resetEachTest: true });

const uploadImage = (name = 'Logo') =>
  h.req('POST', '/api/assets-manager/image/create', { form: form({ name, description: 'd' }, { image_file: [PNG, 'logo.png', 'image/png'] }) });

/** Every path under root whose mode lets group or others in, with its mode. */
function openToOthers(root: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.mode & 0o077) out.push(`${path.relative(root, p) || '.'} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const n of fs.readdirSync(p)) walk(path.join(p, n));
  };
  walk(root);
  return out;
}

describe('owner-only files', () => {
  it('the data folder, PGlite files and storage are 0700 / 0600', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-perm-'));
    fs.chmodSync(dataDir, 0o755);
    const storageDir = path.join(dataDir, 'storage');
    // an existing storage file of an older version, readable by all
    fs.mkdirSync(path.join(storageDir, 'images'), { recursive: true, mode: 0o777 });
    fs.writeFileSync(path.join(storageDir, 'images', 'old.png'), PNG, { mode: 0o666 });
    const app = await buildApp({ pgliteDir: path.join(dataDir, 'pgdata'), storageDir, seedDemo: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const up = await fetch(`${url}/api/assets-manager/image/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form({ name: 'n' }, { image_file: [PNG, 'a.png', 'image/png'] }),
      });
      expect(up.status).toBe(201);
      // while running: nothing reachable by others (folders 0700)
      expect(openToOthers(dataDir).filter((e) => !/^pgdata\//.test(e) || !/ 6\d\d$/.test(e))).toEqual([]);
    } finally {
      await app.close();
    }
    // after a clean stop, every file too
    expect(openToOthers(dataDir)).toEqual([]);
    expect(fs.statSync(path.join(dataDir, 'pgdata')).mode & 0o777).toBe(0o700);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('orphan files', () => {
  it('are swept at start and periodically; linked, recent and seed files stay', async () => {
    const img = (await uploadImage()).body.data;
    const root = h.storageDir;
    const hourAgo = new Date(Date.now() - 3600_000);
    const plant = (rel: string, old: boolean) => {
      fs.writeFileSync(path.join(root, rel), PNG);
      if (old) fs.utimesSync(path.join(root, rel), hourAgo, hourAgo);
    };
    plant('images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', true); // a crash after the rename, before the row
    plant('files/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf', true);
    plant('images/cccccccccccccccccccccccccccccccc.png', false); // an upload whose row is being written
    plant('.tmp/dddddddddddddddddddddddd.part', true); // a crash mid-upload
    fs.mkdirSync(path.join(root, 'seed'), { recursive: true });
    plant('seed/vendor-1-logo.png', true);
    fs.utimesSync(path.join(root, img.image_path), hourAgo, hourAgo);

    // a restart on the same database and storage
    const again = await buildApp({ database: h.db, storageDir: root, seedDemo: false, orphanSweep: { everyMs: 300, graceMs: 60_000 } });
    try {
      const left = () => [...storageFiles(root), ...fs.readdirSync(path.join(root, 'seed')).map((n) => `seed/${n}`)].sort();
      expect(left()).toEqual([img.image_path, 'images/cccccccccccccccccccccccccccccccc.png', 'seed/vendor-1-logo.png'].sort());
      // periodically: an orphan appearing later goes at the next round
      plant('images/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.png', true);
      await new Promise((r) => setTimeout(r, 900));
      expect(left()).not.toContain('images/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.png');
      expect(left()).toContain(img.image_path);
      expect((await h.get(`/storage/${img.image_path}`)).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});

describe('several processes on one storage folder (finding 5, the part fixed here)', () => {
  it('a process starting does not wipe the temp files of one already running', async () => {
    const part = path.join(h.storageDir, '.tmp', '0123456789abcdef01234567.part');
    fs.writeFileSync(part, PNG); // an upload in flight in the running process
    const second = await buildApp({ database: h.db, storageDir: h.storageDir, seedDemo: false });
    try {
      expect(fs.existsSync(part)).toBe(true);
      expect((await uploadImage('through the first')).status).toBe(201);
    } finally {
      await second.close();
      fs.rmSync(part, { force: true });
    }
  });
});

describe('/storage and symbolic links', () => {
  it('never follows a link out of storage', async () => {
    const outside = path.join(os.tmpdir(), `api-secret-${process.pid}.png`);
    fs.writeFileSync(outside, PNG);
    fs.symlinkSync(outside, path.join(h.storageDir, 'images', 'ffffffffffffffffffffffffffffffff.png'));
    fs.symlinkSync(path.dirname(outside), path.join(h.storageDir, 'images', 'up'));
    try {
      const r = await h.get('/storage/images/ffffffffffffffffffffffffffffffff.png');
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: 'File not found' });
      // a link that stays inside storage is served
      const img = (await uploadImage()).body.data;
      fs.symlinkSync(path.join(h.storageDir, img.image_path), path.join(h.storageDir, 'images', 'inside.png'));
      expect((await h.get('/storage/images/inside.png')).status).toBe(200);
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });
});

describe('records', () => {
  it('`true` is not coerced to id 1: 422', async () => {
    const img = (await uploadImage()).body.data;
    expect(img.id).toBe(1);
    const ids = await makeChain(h);
    for (const [p, json] of [
      ['/api/manufacture-type/create', { name: 'T2', image_id: true }],
      ['/api/vendor/create', { name: 'V2', mt_manufacture_type_id: ids.type, image_id: true }],
      ['/api/vendor/create', { name: 'V3', mt_manufacture_type_id: true }],
    ] as const) {
      const r = await h.req('POST', p, { json });
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.errors)).toEqual([Object.keys(json).find((k) => (json as Record<string, unknown>)[k] === true)]);
    }
    const [c] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mt_vendor WHERE image_id = 1');
    expect(c!.n).toBe(0);
  });

  it('simultaneous deletes of one record: one 200, the others 404', async () => {
    // A slow database (each DELETE takes 50 ms longer): every request has checked that the
    // record exists before the first one removes it.
    const query = h.db.query;
    h.db.query = (async (text: string, params?: unknown[]) => {
      if (/^DELETE FROM/.test(text)) await new Promise((r) => setTimeout(r, 50));
      return query(text, params);
    }) as typeof query;
    try {
      await deleteRounds();
    } finally {
      h.db.query = query;
    }
  });

  async function deleteRounds() {
    for (let round = 0; round < 3; round++) {
      const ids = await makeChain(h, `R${round}`);
      const img = (await uploadImage(`I${round}`)).body.data;
      for (const p of [
        `/api/product/series/delete/${ids.series}`,
        `/api/product/category/delete/${ids.category}`,
        `/api/vendor/delete/${ids.vendor}`,
        `/api/manufacture-type/delete/${ids.type}`,
        `/api/assets-manager/image/delete/${img.id}`,
      ]) {
        const rs = await Promise.all(Array.from({ length: 8 }, () => h.req('DELETE', p)));
        expect(rs.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(404)]);
      }
    }
  }
});
