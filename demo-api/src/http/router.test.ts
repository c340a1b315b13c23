import { matchRoute, route } from './router';

const handler = () => ({ body: null });

describe('matchRoute', () => {
  const routes = [
    route('GET /api/manufacture-type/detail/name/:name', handler, { public: true }),
    route('GET /api/manufacture-type/detail/:id', handler, { public: true }),
    route('POST /api/vendor/update/:id', handler),
  ];

  it('matches method and path, and decodes the params', () => {
    const found = matchRoute(routes, 'GET', '/api/manufacture-type/detail/name/Engineering%20%26%20Services');
    expect(found?.params).toEqual({ name: 'Engineering & Services' });
    expect(matchRoute(routes, 'GET', '/api/manufacture-type/detail/7')?.params).toEqual({ id: '7' });
  });

  it('does not match another method, an extra segment or a prefix', () => {
    expect(matchRoute(routes, 'GET', '/api/vendor/update/1')).toBeNull();
    expect(matchRoute(routes, 'POST', '/api/vendor/update/1/x')).toBeNull();
    expect(matchRoute(routes, 'POST', '/api/vendor/update')).toBeNull();
  });

  it('marks every method but GET as a write unless told', () => {
    expect(routes.map((r) => r.writes)).toEqual([false, false, true]);
    expect(route('POST /api/login', handler, { writes: false }).writes).toBe(false);
  });
});
