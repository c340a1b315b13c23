import { harnessRuntimeConfig } from './harnessRuntimeConfig';

describe('harnessRuntimeConfig', () => {
  it('uses the same origin (dev-server proxy) when no api is given', () => {
    expect(harnessRuntimeConfig('')).toEqual({ apiBase: '', storageBase: '/storage' });
  });

  it('points api and storage at the ?api= origin, without a trailing slash', () => {
    expect(harnessRuntimeConfig('?api=http://localhost:4100/')).toEqual({
      apiBase: 'http://localhost:4100',
      storageBase: 'http://localhost:4100/storage',
    });
  });
});
