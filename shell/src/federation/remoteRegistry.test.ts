import { createRemoteRegistry, freshEntryUrl, isManifestUrl, RemoteUnavailableError, type FederationRuntime } from './remoteRegistry';
import { RemoteTimeoutError } from './withTimeout';

const Landing = () => null;
const remotes = {
  public_remote: { entry: 'http://localhost:3001/remoteEntry.js' },
  admin_remote: { entry: 'http://localhost:3002/remoteEntry.js' },
};

function fakeRuntime(load: FederationRuntime['loadRemote']) {
  return { registerRemotes: jest.fn(), loadRemote: jest.fn(load) } as jest.Mocked<FederationRuntime>;
}

describe('createRemoteRegistry', () => {
  it('registers a remote with its entry URL on its first load, once for concurrent loads', async () => {
    const runtime = fakeRuntime(async <T>() => ({ default: Landing }) as T);
    const registry = createRemoteRegistry(runtime, remotes, 5000);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    await Promise.all([registry.load('public_remote', 'LandingPage'), registry.load('public_remote', 'CataloguePage')]);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'public_remote', entry: 'http://localhost:3001/remoteEntry.js' }], undefined);
  });

  it("loads a remote's dictionary of a locale through its exposed ./messages (issue 22); none, or a failure, is no error", async () => {
    const load = jest.fn(async () => ({}));
    const runtime = fakeRuntime(async <T>(id: string) => (id === 'public_remote/messages' ? { load } : { default: Landing }) as T);
    const registry = createRemoteRegistry(runtime, remotes, 5000);
    await registry.loadMessages!('public_remote', 'id');
    expect(load).toHaveBeenCalledWith('id');
    const failing = createRemoteRegistry(
      fakeRuntime(async () => {
        throw new Error('no such module');
      }),
      remotes,
      5000,
    );
    await expect(failing.loadMessages!('admin_remote', 'en')).resolves.toBeUndefined();
  });

  it('registers the script a configured mf-manifest.json names', async () => {
    const runtime = fakeRuntime(async <T>() => ({ default: Landing }) as T);
    const entryOfManifest = jest.fn(async () => 'https://cdn.example/admin/v7/remoteEntry.js');
    const registry = createRemoteRegistry(
      runtime,
      { admin_remote: { entry: 'https://cdn.example/admin/v7/mf-manifest.json' } },
      5000,
      entryOfManifest,
    );
    await registry.load('admin_remote', 'LoginPage');
    expect(entryOfManifest).toHaveBeenCalledWith('https://cdn.example/admin/v7/mf-manifest.json');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'admin_remote', entry: 'https://cdn.example/admin/v7/remoteEntry.js' }], undefined);
  });

  it('is unavailable when the manifest cannot be read, and reads it afresh on retry', async () => {
    const runtime = fakeRuntime(async <T>() => ({ default: Landing }) as T);
    const entryOfManifest = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('https://cdn.example/admin/remoteEntry.js');
    const registry = createRemoteRegistry(runtime, { admin_remote: { entry: 'https://cdn.example/admin/mf-manifest.json' } }, 5000, entryOfManifest);
    await expect(registry.load('admin_remote', 'LoginPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    await expect(registry.load('admin_remote', 'LoginPage')).resolves.toBe(Landing);
    expect(entryOfManifest).toHaveBeenLastCalledWith('https://cdn.example/admin/mf-manifest.json?retry=1');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'admin_remote', entry: 'https://cdn.example/admin/remoteEntry.js?retry=1' }], {
      force: true,
    });
  });

  it('loads the default export once and then serves it from the cache', async () => {
    const runtime = fakeRuntime(async <T>() => ({ default: Landing }) as T);
    const registry = createRemoteRegistry(runtime, remotes, 5000);
    expect(registry.cached('public_remote', 'LandingPage')).toBeUndefined();
    await expect(registry.load('public_remote', 'LandingPage')).resolves.toBe(Landing);
    await registry.load('public_remote', 'LandingPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('public_remote/LandingPage');
    expect(registry.cached('public_remote', 'LandingPage')).toBe(Landing);
  });

  it('is unavailable when the runtime config has no entry for the remote', async () => {
    const runtime = fakeRuntime(async () => null);
    const registry = createRemoteRegistry(runtime, { public_remote: remotes.public_remote }, 5000);
    await expect(registry.load('admin_remote', 'LoginPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('is unavailable when the module has no default export', async () => {
    const registry = createRemoteRegistry(
      fakeRuntime(async <T>() => ({}) as T),
      remotes,
      5000,
    );
    await expect(registry.load('public_remote', 'LandingPage')).rejects.toThrow('has no default-exported component');
  });

  it('re-registers a failed remote with a fresh entry URL before the next attempt', async () => {
    let serverUp = false;
    const runtime = fakeRuntime(async <T>() => {
      if (!serverUp) throw new Error('ScriptExternalLoadError');
      return { default: Landing } as T;
    });
    const registry = createRemoteRegistry(runtime, remotes, 5000);
    await expect(registry.load('public_remote', 'LandingPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    serverUp = true;
    await expect(registry.load('public_remote', 'LandingPage')).resolves.toBe(Landing);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'public_remote', entry: 'http://localhost:3001/remoteEntry.js?retry=1' }], {
      force: true,
    });
  });

  it('remembers a screen whose load failed until the next load of it', async () => {
    let serverUp = false;
    const runtime = fakeRuntime(async <T>() => {
      if (!serverUp) throw new Error('ScriptExternalLoadError');
      return { default: Landing } as T;
    });
    const registry = createRemoteRegistry(runtime, remotes, 5000);
    expect(registry.lastFailure?.('public_remote', 'LandingPage')).toBeUndefined();
    await expect(registry.load('public_remote', 'LandingPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(registry.lastFailure?.('public_remote', 'LandingPage')).toBeInstanceOf(RemoteUnavailableError);
    expect(registry.lastFailure?.('public_remote', 'CataloguePage')).toBeUndefined();
    serverUp = true;
    await registry.load('public_remote', 'LandingPage');
    expect(registry.lastFailure?.('public_remote', 'LandingPage')).toBeUndefined();
  });

  it('does not re-register a remote that has not failed', async () => {
    const runtime = fakeRuntime(async <T>() => ({ default: Landing }) as T);
    const registry = createRemoteRegistry(runtime, remotes, 5000);
    await registry.load('admin_remote', 'LoginPage');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('gives up on a hanging remote after the time limit', async () => {
    jest.useFakeTimers();
    const registry = createRemoteRegistry(
      fakeRuntime(() => new Promise(() => {})),
      remotes,
      5000,
    );
    const outcome = registry.load('public_remote', 'LandingPage');
    jest.advanceTimersByTime(5000);
    await expect(outcome).rejects.toMatchObject({ cause: expect.any(RemoteTimeoutError) });
    jest.useRealTimers();
  });
});

describe('isManifestUrl', () => {
  it('tells a manifest from a script, whatever the query string', () => {
    expect(isManifestUrl('https://cdn.example/admin/mf-manifest.json?v=3')).toBe(true);
    expect(isManifestUrl('http://localhost:3002/remoteEntry.js')).toBe(false);
  });
});

describe('freshEntryUrl', () => {
  it('keeps existing query parameters', () => {
    expect(freshEntryUrl('http://cdn.example/admin/remoteEntry.js?v=2', 3)).toBe('http://cdn.example/admin/remoteEntry.js?v=2&retry=3');
  });
});
