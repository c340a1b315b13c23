import { createRemoteRegistry, freshEntryUrl, RemoteUnavailableError, type FederationRuntime } from './remoteRegistry';
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
  it('registers every configured remote with its entry URL', () => {
    const runtime = fakeRuntime(async () => null);
    createRemoteRegistry(runtime, remotes, 5000);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'public_remote', entry: 'http://localhost:3001/remoteEntry.js' },
      { name: 'admin_remote', entry: 'http://localhost:3002/remoteEntry.js' },
    ]);
  });

  it('loads the default export once and then serves it from the cache', async () => {
    const runtime = fakeRuntime(async <T,>() => ({ default: Landing }) as T);
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
    const registry = createRemoteRegistry(fakeRuntime(async <T,>() => ({}) as T), remotes, 5000);
    await expect(registry.load('public_remote', 'LandingPage')).rejects.toThrow('has no default-exported component');
  });

  it('re-registers a failed remote with a fresh entry URL before the next attempt', async () => {
    let serverUp = false;
    const runtime = fakeRuntime(async <T,>() => {
      if (!serverUp) throw new Error('ScriptExternalLoadError');
      return { default: Landing } as T;
    });
    const registry = createRemoteRegistry(runtime, remotes, 5000);
    await expect(registry.load('public_remote', 'LandingPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    serverUp = true;
    await expect(registry.load('public_remote', 'LandingPage')).resolves.toBe(Landing);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'public_remote', entry: 'http://localhost:3001/remoteEntry.js?retry=1' }],
      { force: true },
    );
  });

  it('does not re-register a remote that has not failed', async () => {
    const runtime = fakeRuntime(async <T,>() => ({ default: Landing }) as T);
    const registry = createRemoteRegistry(runtime, remotes, 5000);
    await registry.load('admin_remote', 'LoginPage');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('gives up on a hanging remote after the time limit', async () => {
    jest.useFakeTimers();
    const registry = createRemoteRegistry(fakeRuntime(() => new Promise(() => {})), remotes, 5000);
    const outcome = registry.load('public_remote', 'LandingPage');
    jest.advanceTimersByTime(5000);
    await expect(outcome).rejects.toMatchObject({ cause: expect.any(RemoteTimeoutError) });
    jest.useRealTimers();
  });
});

describe('freshEntryUrl', () => {
  it('keeps existing query parameters', () => {
    expect(freshEntryUrl('http://cdn.example/admin/remoteEntry.js?v=2', 3)).toBe('http://cdn.example/admin/remoteEntry.js?v=2&retry=3');
  });
});
