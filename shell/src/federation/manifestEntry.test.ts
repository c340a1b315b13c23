import { entryFromManifest, entryOfManifest } from './manifestEntry';
import { RemoteUnavailableError } from './remoteRegistry';

const AUTO_MANIFEST = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } };

describe('entryFromManifest', () => {
  const manifest = (metaData: object) => ({ metaData });

  it('finds the script beside the manifest when its publicPath is auto', () => {
    expect(
      entryFromManifest(
        'https://cdn.example/public/mf-manifest.json',
        manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }),
      ),
    ).toBe('https://cdn.example/public/remoteEntry.js');
  });

  it('uses an absolute or relative publicPath and the entry folder', () => {
    expect(
      entryFromManifest(
        'https://cdn.example/m/mf-manifest.json',
        manifest({ publicPath: 'https://static.example/admin/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } }),
      ),
    ).toBe('https://static.example/admin/entry/remoteEntry.js');
    expect(
      entryFromManifest(
        'https://cdn.example/m/mf-manifest.json',
        manifest({ publicPath: '/admin/', remoteEntry: { name: 'remoteEntry.js', path: '' } }),
      ),
    ).toBe('https://cdn.example/admin/remoteEntry.js');
  });

  it('rejects JSON that is not a federation manifest, saying which URL', () => {
    expect(() => entryFromManifest('https://cdn.example/config.json', { remotes: {} })).toThrow(
      'https://cdn.example/config.json is not a federation manifest',
    );
  });
});

// jsdom has no fetch: each test puts a fake with the parts of a Response the module reads.
describe('entryOfManifest', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the manifest bypassing the cache and returns the script it names', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => AUTO_MANIFEST }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(entryOfManifest('https://cdn.example/admin/mf-manifest.json')).resolves.toBe('https://cdn.example/admin/remoteEntry.js');
    expect(fetchMock).toHaveBeenCalledWith('https://cdn.example/admin/mf-manifest.json', { cache: 'no-cache' });
  });

  it('is unavailable when the manifest answers an error status', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch;
    const outcome = entryOfManifest('https://cdn.example/admin/mf-manifest.json');
    await expect(outcome).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(outcome).rejects.toThrow('answered HTTP 404');
  });
});
