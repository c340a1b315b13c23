import { answerMismatch } from './answerCheck';
import { CATALOGUE_ROUTES, findCatalogueRoute } from './table';

const row = {
  id: 1,
  name: 'Pumps',
  description: null,
  name_id: null,
  description_id: null,
  image_id: null,
  image: null,
  published: true,
  position: 0,
  created_at: 'now',
  updated_at: 'now',
};

describe('the route table', () => {
  it('names each route once, by an id and by its method and path', () => {
    expect(new Set(CATALOGUE_ROUTES.map((r) => r.id)).size).toBe(CATALOGUE_ROUTES.length);
    expect(new Set(CATALOGUE_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(CATALOGUE_ROUTES.length);
  });

  it('says which routes are public: the site’s reads (of the lists only the manufacture types’), the inquiry form, the site settings and the set-password links', () => {
    const publicRoutes = CATALOGUE_ROUTES.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.path}`);
    expect(publicRoutes).toEqual([
      'GET /api/manufacture-type/detail/name/:name',
      'GET /api/manufacture-type',
      'GET /api/manufacture-type/detail/:id',
      'GET /api/vendor/detail/:id',
      'GET /api/product/category/detail/:id',
      'GET /api/product/series/detail/:id',
      'GET /api/product/series/page/:id',
      'GET /api/product/compare',
      'GET /api/search',
      'POST /api/inquiry/create',
      'GET /api/settings',
      'POST /api/password/set',
      'POST /api/password/forgot',
      // The catalogue finder (issue 24).
      'GET /api/catalog/facets',
      'GET /api/catalog/series',
    ]);
  });

  it('finds a request’s route with its decoded params, as the API’s router does', () => {
    expect(findCatalogueRoute('GET', '/api/manufacture-type/detail/name/A%20%26%20B')).toMatchObject({
      route: { id: 'manufacture-type.by-name' },
      params: { name: 'A & B' },
    });
    expect(findCatalogueRoute('GET', '/api/vendor/detail/')?.params).toEqual({ id: '' });
    expect(findCatalogueRoute('GET', '/api/vendor/detail/1/x')).toBeNull();
    expect(findCatalogueRoute('POST', '/api/vendor/detail/1')).toBeNull();
  });
});

describe('answerMismatch', () => {
  it('passes an answer of the route’s documented shape, and refusals of `{message}`', () => {
    expect(answerMismatch('GET', '/api/manufacture-type/detail/1', 200, { data: { ...row, page_kind: 'distributors', mt_vendor: [] } })).toBeNull();
    expect(answerMismatch('GET', '/api/manufacture-type/detail/1', 404, { message: 'Manufacture type not found: 1' })).toBeNull();
    expect(answerMismatch('GET', '/api/manufacture-type/detail/1', 304, '')).toBeNull();
    // Not a route of the table: not its to judge.
    expect(answerMismatch('GET', '/api/health', 200, 'ok')).toBeNull();
  });

  it('names what drifted: a field of another type, a missing field, a refusal without a message, another status', () => {
    expect(
      answerMismatch('GET', '/api/manufacture-type/detail/1', 200, { data: { ...row, id: '1', page_kind: 'distributors', mt_vendor: [] } }),
    ).toMatch(/manufacture-type\.detail's response schema: data\.id: /);
    expect(answerMismatch('POST', '/api/vendor/create', 201, { data: row })).toMatch(/vendor\.create's response schema: message: /);
    expect(answerMismatch('DELETE', '/api/product/delete/3', 409, { error: 'still linked' })).toMatch(/message: /);
    expect(answerMismatch('POST', '/api/vendor/create', 200, { message: 'Vendor created successfully', data: row })).toBe(
      'POST /api/vendor/create answered 200, where vendor.create answers 201',
    );
  });
});
