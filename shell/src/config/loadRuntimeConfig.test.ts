import { loadRuntimeConfig } from './loadRuntimeConfig';

function answer(body: unknown, status = 200): typeof fetch {
  return jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;
}

describe('loadRuntimeConfig', () => {
  it('fetches runtime-config.json beside the public path, bypassing the cache', async () => {
    const fetchImpl = answer({ remotes: { public_remote: { entry: 'http://x/remoteEntry.js' } } });
    const config = await loadRuntimeConfig('/', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
    expect(config.remotes?.public_remote.entry).toBe('http://x/remoteEntry.js');
  });

  it('adds the missing slash of a sub-path deployment', async () => {
    const fetchImpl = answer({});
    await loadRuntimeConfig('/demo', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/demo/runtime-config.json', expect.anything());
  });

  it('falls back to no remotes and logs when the file is missing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadRuntimeConfig('/', answer({ message: 'Not found' }, 404))).resolves.toEqual({});
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
