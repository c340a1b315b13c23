// The catalogue contract (@mfe/catalogue-core/contract) against the API: a real server on a real
// port, on PGlite, or on PostgreSQL when PG_TEST_URL is set.
import { describeCatalogueContract } from '@mfe/catalogue-core/contract';
import { ADMIN, useApp } from './helpers';

const h = useApp();

describeCatalogueContract('API', () => ({
  admin: ADMIN,
  async request(method, path, { query, token = null, json, form } = {}) {
    const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
    const r = await h.req(method, `${path}${search}`, { token, json, form });
    return { status: r.status, body: r.body };
  },
  reset: () => h.reset(),
}));
