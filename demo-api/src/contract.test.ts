// The catalogue contract (@mfe/catalogue-core/contract) against the demo's axios adapter, on an
// empty catalogue in memory; a reset is a new adapter on a new memory storage.
import { describeCatalogueContract } from '@mfe/catalogue-core/contract';
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/catalogue-core/seed';
import { demoClient } from './testing/demoClient';

describeCatalogueContract('demo adapter', () => {
  let client = demoClient({ startEmpty: true });
  return {
    admin: DEMO_ADMIN_CREDENTIALS,
    request: (method, path, { query, token = null, json, form } = {}) => client.request(method, path, { query, body: form ?? json, token }),
    async reset() {
      client = demoClient({ startEmpty: true });
    },
  };
});
