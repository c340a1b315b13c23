// The site settings (issue 23) in the API: the public read cached like the other public reads
// (ETag / 304, Vary: Authorization), a save moving the catalogue's version as a catalogue write does
// (the shell's page cache keys on it) and read through another replica at once, and simultaneous
// updates of different fields both kept. What the calls answer is the contract (test/contract.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db';
import { useApp } from './helpers';

const h = useApp({ cacheTtlMs: Infinity }, { resetEachTest: true });

const version = async () => (await h.get('/api/catalog/version', null)).body.data.version as string;
const update = (json: Record<string, unknown>) => h.req('POST', '/api/settings/update', { json });

describe('site settings in the API', () => {
  it('the public read is cached with an ETag (304 when it matches); a save answers a new one and moves the catalogue version', async () => {
    const first = await h.get('/api/settings', null);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/authorization/i);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await h.req('GET', '/api/settings', { token: null, headers: { 'if-none-match': etag } })).status).toBe(304);

    const before = await version();
    expect((await update({ tagline: 'Precision, on time' })).status).toBe(200);
    expect(await version()).not.toBe(before);
    const after = await h.req('GET', '/api/settings', { token: null, headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.body.data.tagline).toBe('Precision, on time');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('a refused update changes nothing: neither the settings nor the version', async () => {
    const before = await version();
    expect((await update({ phone: '0812 345' })).status).toBe(422);
    expect(await version()).toBe(before);
    expect((await h.get('/api/settings', null)).body.data).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('staff read them uncached (private, no-store), as every public read with a token', async () => {
    const r = await h.get('/api/settings');
    expect([r.status, r.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
  });

  it('simultaneous updates of different fields are both kept (the first save seeds the row)', async () => {
    const saves = await Promise.all([
      update({ phone: '+62 21 555 0101' }),
      update({ whatsapp: '+62 812 555 0102' }),
      update({ copyright_year: 2027 }),
    ]);
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await h.get('/api/settings', null)).body.data).toMatchObject({
      phone: '+62 21 555 0101',
      whatsapp: '+62 812 555 0102',
      copyright_year: 2027,
    });
  });

  describe('across replicas', () => {
    let other: FastifyInstance;
    let otherDb: Database | null = null;
    let otherStorage: string;
    beforeAll(async () => {
      otherDb = h.databaseUrl ? await openDatabase({ databaseUrl: h.databaseUrl }) : null;
      otherStorage = fs.mkdtempSync(path.join(os.tmpdir(), 'api-replica-'));
      other = await buildApp({ database: otherDb ?? h.db, storageDir: otherStorage, seedDemo: false, cacheTtlMs: Infinity });
    });
    afterAll(async () => {
      await other.close();
      await otherDb?.close();
      fs.rmSync(otherStorage, { recursive: true, force: true });
    });

    it('a save through one replica is read through the other at once, at the same catalogue version', async () => {
      const read = async () => (await other.inject({ method: 'GET', url: '/api/settings' })).json().data.company_name;
      const otherVersion = async () => (await other.inject({ method: 'GET', url: '/api/catalog/version' })).json().data.version;
      expect(await read()).toBe(DEFAULT_SITE_SETTINGS.company_name);
      expect(await read()).toBe(DEFAULT_SITE_SETTINGS.company_name); // cached
      for (const name of ['PT Satu', 'PT Dua']) {
        expect((await update({ company_name: name })).status).toBe(200);
        expect(await read()).toBe(name);
        expect(await otherVersion()).toBe(await version());
      }
    });
  });
});
