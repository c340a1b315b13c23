// Who may call what: a Bearer token for everything but the public catalogue reads and login;
// unknown routes are 404 for everyone.
import { createChain } from './builders';
import type { Method } from './client';
import type { ContractSession } from './session';

const RECORD_AREAS = ['/api/manufacture-type', '/api/vendor', '/api/product/category', '/api/product/series', '/api/product'];
const ASSET_AREAS = ['/api/assets-manager/image', '/api/assets-manager/file'];

/** Every call that needs a token (spec §7 and the asset manager's calls). */
const PROTECTED: Array<[Method, string]> = [
  ['GET', '/api/vendor'],
  ['GET', '/api/product/category'],
  ['GET', '/api/product/series'],
  ['GET', '/api/product'],
  ['GET', '/api/product/detail/1'],
  ...RECORD_AREAS.flatMap((base): Array<[Method, string]> => [
    ['POST', `${base}/create`],
    ['POST', `${base}/update/1`],
    ['DELETE', `${base}/delete/1`],
  ]),
  ...ASSET_AREAS.flatMap((base): Array<[Method, string]> => [
    ['GET', base],
    ['GET', `${base}/detail/1`],
    ['POST', `${base}/create`],
    ['POST', `${base}/update/1`],
    ['DELETE', `${base}/delete/1`],
    ['DELETE', `${base}/remove/1`],
  ]),
  ['POST', '/api/logout'],
];

export function describeAccess(api: ContractSession) {
  describe('access', () => {
    test('every protected call answers 401 {message: Unauthenticated} without a token and with a bad one', async () => {
      for (const [method, path] of PROTECTED) {
        for (const token of [null, 'not-a-real-token']) {
          const r = await api.call(method, path, { token, json: method === 'POST' ? { name: 'x' } : undefined });
          expect([method, path, token, r.status, r.body]).toEqual([method, path, token, 401, { message: 'Unauthenticated' }]);
        }
      }
    });

    test('nothing is written by a refused call', async () => {
      expect((await api.post('/api/manufacture-type/create', { token: null, json: { name: 'Sneaky' } })).status).toBe(401);
      expect((await api.get('/api/manufacture-type')).body.data.total).toBe(0);
    });

    test('the public catalogue reads answer without a token, and ignore a bad one', async () => {
      const chain = await createChain(api, 'Open');
      const reads = [
        '/api/manufacture-type',
        `/api/manufacture-type/detail/${chain.type}`,
        `/api/manufacture-type/detail/name/${encodeURIComponent('Type Open')}`,
        `/api/vendor/detail/${chain.vendor}`,
        `/api/product/category/detail/${chain.category}`,
        `/api/product/series/detail/${chain.series}`,
      ];
      for (const path of reads) {
        for (const token of [null, 'not-a-real-token']) {
          const r = await api.get(path, { token });
          expect([path, token, r.status]).toEqual([path, token, 200]);
        }
      }
    });

    test('an unknown route answers 404 {message: Route … not found}, with or without a token', async () => {
      for (const token of [undefined, null]) {
        const r = await api.get('/api/nothing-here', { token, query: { page: 1 } });
        expect([r.status, r.body]).toEqual([404, { message: 'Route GET /api/nothing-here not found' }]);
      }
      // A trailing slash or another method makes another route, which does not exist.
      for (const [method, path] of [
        ['GET', '/api/vendor/'],
        ['GET', '/api/manufacture-type/'],
        ['GET', '/api/product/detail/1/'],
        ['DELETE', '/api/vendor/create'],
        ['GET', '/api/vendor/update/1'],
      ] as const) {
        const r = await api.call(method, path);
        expect([r.status, r.body]).toEqual([404, { message: `Route ${method} ${path} not found` }]);
      }
    });
  });
}
