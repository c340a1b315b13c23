// The API as a cluster (issue 11, scale-out): a throwaway PostgreSQL, 3 replicas (from source,
// through tsx) and HAProxy, all on loopback. Skipped, with the reason, when haproxy or
// PostgreSQL's binaries are missing (`npm test` installs both from Debian's packages when it can).
//  - a write through one replica is read through every other at once (caches cleared by NOTIFY,
//    and every read first catching up with the catalogue version),
//    and every replica gives the same catalogue version;
//  - a file uploaded through one replica is served by the others;
//  - kill -9 of one replica under 100 connections of mixed reads and writes: no acknowledged write
//    is lost, HAProxy routes around it, and only requests in flight on the killed process fail.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from './apps.mjs';
import { clusterUnavailable, startCluster } from './cluster.mjs';
import { DEMO_CREDENTIALS } from './demoBundle.mjs';

const why = clusterUnavailable();
if (why) console.log(`# cluster test skipped: ${why}`);

/** A 1×1 PNG with alpha that is an image master already (api/test/helpers.ts): stored as it is. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415478da63f8cfc0f01f00050001ff56c72f0d0000000049454e44ae426082',
  'hex',
);

describe('API cluster: 3 replicas on one PostgreSQL behind HAProxy', { skip: why ? `cluster test skipped: ${why}` : false, timeout: 240_000 }, () => {
  let cluster;
  let token = '';
  const auth = () => ({ authorization: `Bearer ${token}` });
  const json = async (url, init) => {
    const r = await fetch(url, init);
    const text = await r.text();
    return { status: r.status, headers: r.headers, body: text ? JSON.parse(text) : null };
  };
  const version = async (base) => (await json(`${base}/api/catalog/version`)).body.data.version;

  before(async () => {
    cluster = await startCluster({ replicas: 3, server: 'src', quiet: !process.env.CLUSTER_VERBOSE });
    const r = await json(`${cluster.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    assert.equal(r.status, 200);
    token = r.body.data.token;
  });
  after(async () => {
    await cluster?.stop();
  });

  it('a write through one replica is read through every other at once; one catalogue version', async () => {
    const replicas = cluster.replicas.map((r) => r.url);
    const vendor = (await json(`${replicas[0]}/api/vendor/detail/1`)).body.data;
    for (const base of replicas) {
      // cache the public read on every replica
      assert.equal((await json(`${base}/api/vendor/detail/1`)).status, 200);
      assert.equal((await json(`${base}/api/vendor/detail/1`)).body.data.name, vendor.name);
    }
    const v0 = await version(replicas[0]);
    for (let i = 1; i <= 6; i++) {
      const writer = replicas[i % replicas.length];
      const name = `Vendor via ${i % replicas.length} #${i}`;
      const u = await json(`${writer}/api/vendor/update/1`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body: JSON.stringify({ name, description: vendor.description, mt_manufacture_type_id: vendor.mt_manufacture_type_id }),
      });
      assert.equal(u.status, 200, JSON.stringify(u.body));
      // no pause: every replica answers the new name to the very next request
      const seen = await Promise.all(replicas.map(async (base) => (await json(`${base}/api/vendor/detail/1`)).body.data.name));
      assert.deepEqual(
        seen,
        replicas.map(() => name),
      );
      const versions = await Promise.all(replicas.map(version));
      assert.equal(new Set(versions).size, 1, `versions differ: ${versions}`);
      assert.notEqual(versions[0], v0);
    }
  });

  it('a file uploaded through one replica is served by the others', async () => {
    const [a, ...others] = cluster.replicas.map((r) => r.url);
    const form = new FormData();
    form.append('name', 'cluster upload');
    form.append('image_file', new Blob([PNG], { type: 'image/png' }), 'c.png');
    const up = await json(`${a}/api/assets-manager/image/create`, { method: 'POST', headers: auth(), body: form });
    assert.equal(up.status, 201, JSON.stringify(up.body));
    const p = up.body.data.image_path;
    let etag = null;
    for (const base of [...others, cluster.url]) {
      const r = await fetch(`${base}/storage/${p}`);
      assert.equal(r.status, 200);
      assert.equal(r.headers.get('content-type'), 'image/png');
      assert.ok(Buffer.from(await r.arrayBuffer()).equals(PNG));
      etag ??= r.headers.get('etag');
      assert.equal(r.headers.get('etag'), etag);
      const again = await fetch(`${base}/storage/${p}`, { headers: { 'if-none-match': etag } });
      assert.equal(again.status, 304);
    }
    // the demo catalogue's files, seeded by whichever replica started first, are everyone's
    for (const base of others) assert.equal((await fetch(`${base}/storage/seed/vendor-1-logo.png`)).status, 200);
  });

  it('kill -9 of one replica under 100 connections: no acknowledged write lost, HAProxy routes around it', async () => {
    const CONNECTIONS = 100;
    const WARM_MS = 1500;
    const AFTER_MS = 3500;
    const ops = [];
    const acked = new Map(); // id → name
    let seq = 0;
    let killAt = Infinity; // kill -9 sent
    let goneAt = Infinity; // the process is gone (reaped): until then the kernel may still hold its connections open
    const t0 = Date.now();
    const end = t0 + WARM_MS + AFTER_MS;
    const victim = cluster.replicas[1];

    const one = async (w) => {
      const n = seq++;
      const kind = n % 4 === 0 ? 'write' : n % 4 === 1 ? 'admin-read' : 'public-read';
      const op = { kind, start: Date.now(), end: 0, ok: false, status: 0, replica: '' };
      try {
        let r;
        if (kind === 'write') {
          const name = `load ${w}-${n}`;
          r = await fetch(`${cluster.url}/api/manufacture-type/create`, {
            method: 'POST',
            headers: { ...auth(), 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          });
          const body = await r.json();
          if (r.status === 201) acked.set(body.data.id, name);
          op.ok = r.status === 201;
        } else {
          const url = kind === 'admin-read' ? `${cluster.url}/api/product?page=${(n % 10) + 1}` : `${cluster.url}/api/vendor/detail/${(n % 8) + 1}`;
          r = await fetch(url, { headers: kind === 'admin-read' ? auth() : {} });
          await r.arrayBuffer();
          op.ok = r.status === 200;
        }
        op.status = r.status;
        op.replica = r.headers.get('x-replica') ?? '';
      } catch (e) {
        op.error = e.cause?.code ?? e.message;
      }
      op.end = Date.now();
      ops.push(op);
    };
    const worker = async (w) => {
      while (Date.now() < end) await one(w);
    };
    const killer = (async () => {
      await new Promise((r) => setTimeout(r, WARM_MS));
      const gone = new Promise((r) => victim.child.once('exit', r));
      killAt = Date.now();
      cluster.kill(1, 'SIGKILL');
      await gone;
      goneAt = Date.now();
    })();
    await Promise.all([killer, ...Array.from({ length: CONNECTIONS }, (_, w) => worker(w))]);

    const failed = ops.filter((o) => !o.ok);
    // in flight on the process while it was dying: started before it was gone, ended after the kill
    const inFlightAtKill = ops.filter((o) => o.start <= goneAt && o.end >= killAt);
    const late = failed.filter((o) => o.start > goneAt);
    const afterKill = ops.filter((o) => o.start > goneAt + 1000);
    const summary = {
      requests: ops.length,
      writesAcked: acked.size,
      failed: failed.length,
      inFlightAtKill: inFlightAtKill.length,
      failedStartedAfterKill: late.length,
      dyingMs: goneAt - killAt,
      statuses: [...new Set(failed.map((o) => o.status || o.error))],
      servedAfterKill: Object.fromEntries(['api1', 'api2', 'api3'].map((n) => [n, afterKill.filter((o) => o.replica === n).length])),
      reqPerSecond: Math.round(ops.length / ((Date.now() - t0) / 1000)),
    };
    console.log(`# ${JSON.stringify(summary)}`);
    assert.equal(victim.child.signalCode, 'SIGKILL');
    assert.ok(ops.length > 300, 'the load ran');
    assert.ok(ops.filter((o) => o.start <= killAt && o.replica === victim.name).length > 0, 'the victim served before the kill');
    // errors only for what was in flight when the process died
    assert.equal(late.length, 0, `requests started after the kill failed: ${JSON.stringify(late.slice(0, 5))}`);
    assert.ok(failed.length <= inFlightAtKill.length);
    // routed around: nothing reaches the dead replica a second after, and every request succeeds
    assert.equal(afterKill.filter((o) => o.replica === victim.name).length, 0);
    assert.ok(afterKill.length > 100 && afterKill.every((o) => o.ok));
    // every acknowledged write is in the database
    const pg = createRequire(path.join(REPO_ROOT, 'api/package.json'))('pg');
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const ids = [...acked.keys()];
      const rows = (await db.query('SELECT id, name FROM mt_manufacture_type WHERE id = ANY($1::int[])', [ids])).rows;
      const found = new Map(rows.map((r) => [r.id, r.name]));
      const lost = ids.filter((id) => found.get(id) !== acked.get(id));
      assert.deepEqual(lost, [], `acknowledged writes lost: ${lost.length} of ${ids.length}`);
      assert.ok(ids.length > 50, 'writes were acknowledged');
    } finally {
      await db.end();
    }
    // and the survivors agree on the catalogue version
    const survivors = cluster.replicas.filter((r) => r !== victim).map((r) => r.url);
    const versions = await Promise.all(survivors.map(version));
    assert.equal(new Set(versions).size, 1);
  });
});
