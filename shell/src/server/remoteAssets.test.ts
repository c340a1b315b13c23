import { screenScripts } from './remoteAssets';

// The scripts a server-rendered page preloads for its screen: where the browser's federation
// runtime will load them from, so that the preloaded responses are the ones used.

const expose = {
  name: 'LandingPage',
  assets: {
    css: { sync: [], async: [] },
    js: { sync: ['390.8c4d4b7a.js', '__federation_expose_LandingPage.1172707f.js'], async: ['axios.9f12fe21.js'] },
  },
};
const manifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [expose] };

describe('screenScripts', () => {
  it('is the configured entry, then the exposed module’s own chunks beside it (not its lazy ones)', () => {
    expect(screenScripts('http://localhost:3001/remoteEntry.js', manifest, expose)).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/390.8c4d4b7a.js',
      'http://localhost:3001/__federation_expose_LandingPage.1172707f.js',
    ]);
  });

  it('reads the entry a configured manifest names, and the chunks under its publicPath', () => {
    const published = { ...manifest, metaData: { publicPath: 'https://cdn.example/public/v7/', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    expect(screenScripts('https://cdn.example/public/v7/mf-manifest.json', published, expose)).toEqual([
      'https://cdn.example/public/v7/remoteEntry.js',
      'https://cdn.example/public/v7/390.8c4d4b7a.js',
      'https://cdn.example/public/v7/__federation_expose_LandingPage.1172707f.js',
    ]);
  });

  it('keeps a site-absolute entry site-absolute (the demo’s remotes under its base path)', () => {
    expect(screenScripts('/demo/remotes/public/remoteEntry.js', manifest, expose)).toEqual([
      '/demo/remotes/public/remoteEntry.js',
      '/demo/remotes/public/390.8c4d4b7a.js',
      '/demo/remotes/public/__federation_expose_LandingPage.1172707f.js',
    ]);
  });

  it('preloads nothing for an entry relative to the page, and only the entry for an unknown module', () => {
    expect(screenScripts('remotes/public/remoteEntry.js', manifest, expose)).toEqual([]);
    expect(screenScripts('http://localhost:3001/remoteEntry.js', manifest, undefined)).toEqual(['http://localhost:3001/remoteEntry.js']);
  });
});
