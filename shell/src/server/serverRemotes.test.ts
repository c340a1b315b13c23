/** @jest-environment node */
import type { CreateFederationInstance, FederationInstance, ServerScreenModule } from './serverRemotes';
import { createServerRemotes } from './serverRemotes';
import type { SharedLib } from './sharedModules';

const ENTRY = 'http://remotes.internal:3001/server/remoteEntry.js';

function Landing() {
  return null;
}
function Catalogue() {
  return null;
}

/**
 * A federation instance that records what the server asks of it. `answers` decides what each
 * loadRemote call gives (by call number, from 0), default a module with a component.
 */
function fakeFederation(answers: (id: string, call: number) => Promise<unknown> = () => Promise.resolve({ default: Landing })) {
  const created: Array<Parameters<CreateFederationInstance>[0]> = [];
  const registrations: Array<{ remotes: Array<{ name: string; entry: string }>; options?: { force?: boolean } }> = [];
  const loads: string[] = [];
  const instance: FederationInstance = {
    registerRemotes(remotes, options) {
      registrations.push({ remotes: remotes.map((r) => ({ ...r })), options });
    },
    loadRemote<T>(id: string) {
      const call = loads.length;
      loads.push(id);
      return answers(id, call) as Promise<T | null>;
    },
  };
  const createInstance: CreateFederationInstance = (options) => {
    created.push(options);
    return instance;
  };
  return { createInstance, created, registrations, loads };
}

const shared: Record<string, SharedLib> = {
  react: { version: '19.3.1', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: false } },
};

/** The query of a registered entry URL, and the URL without it. */
function parts(entry: string) {
  const url = new URL(entry);
  const query = Object.fromEntries(url.searchParams);
  url.search = '';
  return { base: url.href, query };
}

describe('createServerRemotes', () => {
  it('creates one instance named shell_server with no remotes and the shared modules given', () => {
    const fake = fakeFederation();
    createServerRemotes(fake.createInstance, shared);
    expect(fake.created).toHaveLength(1);
    expect(fake.created[0]).toEqual({ name: 'shell_server', remotes: [], shared });
  });

  it('registers a remote on its first load, without force, at an entry URL carrying v= and g=1', async () => {
    const fake = fakeFederation();
    const remotes = createServerRemotes(fake.createInstance, shared);
    expect(fake.registrations).toHaveLength(0);

    const screen = await remotes.load('public_remote', ENTRY, '"etag-1"', 'LandingPage');

    expect(screen.default).toBe(Landing);
    expect(fake.registrations).toHaveLength(1);
    const [registration] = fake.registrations;
    expect(registration.options).toEqual({ force: false });
    expect(registration.remotes).toHaveLength(1);
    expect(registration.remotes[0].name).toBe('public_remote');
    expect(parts(registration.remotes[0].entry)).toEqual({ base: ENTRY, query: { v: '"etag-1"', g: '1' } });
    expect(fake.loads).toEqual(['public_remote/LandingPage']);
  });

  it('keeps the entry’s own query parameters and encodes the version in the URL', async () => {
    const fake = fakeFederation();
    const remotes = createServerRemotes(fake.createInstance, shared);
    await remotes.load('public_remote', `${ENTRY}?build=7`, 'W/"a b&c"', 'LandingPage');
    const entry = fake.registrations[0].remotes[0].entry;
    expect(entry).not.toContain(' ');
    expect(entry).not.toContain('&c');
    expect(Object.fromEntries(new URL(entry).searchParams)).toEqual({ build: '7', v: 'W/"a b&c"', g: '1' });
  });

  it('does not register again for the same entry and version, and reuses the module promise', async () => {
    const fake = fakeFederation();
    const remotes = createServerRemotes(fake.createInstance, shared);
    const first = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    const second = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    expect(second).toBe(first);
    await first;
    const third = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    expect(third).toBe(first);
    expect(await third).toEqual({ default: Landing });
    expect(fake.registrations).toHaveLength(1);
    expect(fake.loads).toEqual(['public_remote/LandingPage']);
    expect(remotes.generations()).toEqual({ public_remote: 1 });
  });

  it('loads each module of a registered remote once, under one registration', async () => {
    const fake = fakeFederation((id) => Promise.resolve({ default: id.endsWith('CataloguePage') ? Catalogue : Landing }));
    const remotes = createServerRemotes(fake.createInstance, shared);
    const landing = await remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    const catalogue = await remotes.load('public_remote', ENTRY, 'v1', 'CataloguePage');
    await remotes.load('public_remote', ENTRY, 'v1', 'CataloguePage');
    expect(landing.default).toBe(Landing);
    expect(catalogue.default).toBe(Catalogue);
    expect(fake.registrations).toHaveLength(1);
    expect(fake.loads).toEqual(['public_remote/LandingPage', 'public_remote/CataloguePage']);
  });

  it('registers again with force:true and a new URL when the version changes, and loads the module afresh', async () => {
    const fake = fakeFederation();
    const remotes = createServerRemotes(fake.createInstance, shared);
    const old = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    await old;

    const fresh = remotes.load('public_remote', ENTRY, 'v2', 'LandingPage');
    expect(fresh).not.toBe(old);
    await fresh;

    expect(fake.registrations).toHaveLength(2);
    expect(fake.registrations[1].options).toEqual({ force: true });
    const [before, after] = fake.registrations.map((r) => r.remotes[0].entry);
    expect(after).not.toBe(before);
    expect(parts(after)).toEqual({ base: ENTRY, query: { v: 'v2', g: '2' } });
    expect(fake.loads).toEqual(['public_remote/LandingPage', 'public_remote/LandingPage']);
    expect(remotes.generations()).toEqual({ public_remote: 2 });

    // The new version stays registered: no third registration for it.
    expect(remotes.load('public_remote', ENTRY, 'v2', 'LandingPage')).toBe(fresh);
    expect(fake.registrations).toHaveLength(2);
  });

  it('drops every cached module of a redeployed remote, not only the one asked for', async () => {
    const fake = fakeFederation();
    const remotes = createServerRemotes(fake.createInstance, shared);
    const catalogueV1 = remotes.load('public_remote', ENTRY, 'v1', 'CataloguePage');
    await catalogueV1;
    await remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    await remotes.load('public_remote', ENTRY, 'v2', 'LandingPage');
    const catalogueV2 = remotes.load('public_remote', ENTRY, 'v2', 'CataloguePage');
    expect(catalogueV2).not.toBe(catalogueV1);
    await catalogueV2;
    expect(fake.loads).toEqual([
      'public_remote/CataloguePage',
      'public_remote/LandingPage',
      'public_remote/LandingPage',
      'public_remote/CataloguePage',
    ]);
    expect(fake.registrations).toHaveLength(2);
  });

  it('treats a moved entry (same version) as a new registration too', async () => {
    const fake = fakeFederation();
    const remotes = createServerRemotes(fake.createInstance, shared);
    await remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    const moved = 'http://remotes.internal:3002/server/remoteEntry.js';
    await remotes.load('public_remote', moved, 'v1', 'LandingPage');
    expect(fake.registrations).toHaveLength(2);
    expect(fake.registrations[1].options).toEqual({ force: true });
    expect(parts(fake.registrations[1].remotes[0].entry)).toEqual({ base: moved, query: { v: 'v1', g: '2' } });
  });

  it('keeps remotes apart: registering one does not force or reload another', async () => {
    const fake = fakeFederation();
    const remotes = createServerRemotes(fake.createInstance, shared);
    const publicScreen = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    await publicScreen;
    await remotes.load('other_remote', 'http://other.internal/server/remoteEntry.js', 'x1', 'Page');
    expect(fake.registrations.map((r) => [r.remotes[0].name, r.options?.force])).toEqual([
      ['public_remote', false],
      ['other_remote', false],
    ]);
    expect(remotes.load('public_remote', ENTRY, 'v1', 'LandingPage')).toBe(publicScreen);
    expect(remotes.generations()).toEqual({ public_remote: 1, other_remote: 1 });
  });

  it('retries a failed load on the next call, with a fresh forced registration (a new g)', async () => {
    const fake = fakeFederation((_id, call) => (call === 0 ? Promise.reject(new Error('ECONNREFUSED')) : Promise.resolve({ default: Landing })));
    const remotes = createServerRemotes(fake.createInstance, shared);

    const failed = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    await expect(failed).rejects.toThrow('ECONNREFUSED');
    // The module promise is forgotten once its rejection has been seen.
    await new Promise((resolve) => setImmediate(resolve));

    const retried = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toEqual({ default: Landing });

    expect(fake.loads).toEqual(['public_remote/LandingPage', 'public_remote/LandingPage']);
    expect(fake.registrations).toHaveLength(2);
    expect(fake.registrations[1].options).toEqual({ force: true });
    const [first, second] = fake.registrations.map((r) => parts(r.remotes[0].entry).query);
    expect(first).toEqual({ v: 'v1', g: '1' });
    expect(second).toEqual({ v: 'v1', g: '2' });
    expect(remotes.generations()).toEqual({ public_remote: 2 });

    // And the retried success is kept: no third registration or load.
    expect(remotes.load('public_remote', ENTRY, 'v1', 'LandingPage')).toBe(retried);
    expect(fake.registrations).toHaveLength(2);
  });

  it('gives every caller waiting on a failing load the same failure, and retries once afterwards', async () => {
    let fail!: (error: Error) => void;
    const fake = fakeFederation((_id, call) =>
      call === 0 ? new Promise((_resolve, reject) => (fail = reject)) : Promise.resolve({ default: Landing }),
    );
    const remotes = createServerRemotes(fake.createInstance, shared);
    const a = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    const b = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    expect(b).toBe(a);
    fail(new Error('timed out'));
    await expect(a).rejects.toThrow('timed out');
    await expect(b).rejects.toThrow('timed out');
    await new Promise((resolve) => setImmediate(resolve));
    await remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    await remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    expect(fake.registrations).toHaveLength(2);
    expect(fake.loads).toHaveLength(2);
  });

  it('does not let a stale failure (of a version already replaced) undo the new registration', async () => {
    let fail!: (error: Error) => void;
    const fake = fakeFederation((_id, call) =>
      call === 0 ? new Promise((_resolve, reject) => (fail = reject)) : Promise.resolve({ default: Landing }),
    );
    const remotes = createServerRemotes(fake.createInstance, shared);
    const old = remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    const fresh = remotes.load('public_remote', ENTRY, 'v2', 'LandingPage');
    await fresh;
    fail(new Error('old container gone'));
    await expect(old).rejects.toThrow('old container gone');
    await new Promise((resolve) => setImmediate(resolve));

    expect(remotes.load('public_remote', ENTRY, 'v2', 'LandingPage')).toBe(fresh);
    expect(fake.registrations).toHaveLength(2);
    expect(remotes.generations()).toEqual({ public_remote: 2 });
  });

  it.each([
    ['null (the runtime found nothing)', null],
    ['a module without default', { preparePage: () => Promise.resolve(null) }],
    ['a default that is not a function', { default: { not: 'a component' } }],
  ])('rejects %s, naming the module, and tries again next time', async (_label, answer) => {
    const fake = fakeFederation((_id, call) => Promise.resolve(call === 0 ? answer : { default: Landing }));
    const remotes = createServerRemotes(fake.createInstance, shared);
    await expect(remotes.load('public_remote', ENTRY, 'v1', 'LandingPage')).rejects.toThrow(
      'public_remote/LandingPage has no default-exported component',
    );
    await new Promise((resolve) => setImmediate(resolve));
    const screen: ServerScreenModule = await remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    expect(screen.default).toBe(Landing);
    expect(fake.registrations).toHaveLength(2);
  });

  it('counts generations: 1 + redeploys and retries seen, per remote', async () => {
    const fake = fakeFederation((id, call) => (call === 3 ? Promise.reject(new Error('500')) : Promise.resolve({ default: Landing, id })));
    const remotes = createServerRemotes(fake.createInstance, shared);
    expect(remotes.generations()).toEqual({});
    await remotes.load('public_remote', ENTRY, 'v1', 'LandingPage'); // g1, load 0
    await remotes.load('public_remote', ENTRY, 'v1', 'LandingPage');
    expect(remotes.generations()).toEqual({ public_remote: 1 });
    await remotes.load('public_remote', ENTRY, 'v2', 'LandingPage'); // g2, load 1
    await remotes.load('admin_remote', 'http://admin.internal/server/remoteEntry.js', 'a1', 'Page'); // g1, load 2
    expect(remotes.generations()).toEqual({ public_remote: 2, admin_remote: 1 });
    await expect(remotes.load('public_remote', ENTRY, 'v3', 'LandingPage')).rejects.toThrow('500'); // g3, load 3
    await new Promise((resolve) => setImmediate(resolve));
    expect(remotes.generations()).toEqual({ public_remote: 3, admin_remote: 1 });
    await remotes.load('public_remote', ENTRY, 'v3', 'LandingPage'); // g4 (the retry), load 4
    expect(remotes.generations()).toEqual({ public_remote: 4, admin_remote: 1 });
    expect(fake.loads).toHaveLength(5);
    expect(fake.registrations.map((r) => parts(r.remotes[0].entry).query.g)).toEqual(['1', '2', '1', '3', '4']);
  });
});
