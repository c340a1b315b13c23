import assert from 'node:assert/strict';
import { it } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { DEMO_CREDENTIALS } from './demoBundle.mjs';

it("the scripts' demo credentials are the API's seeded admin", async () => {
  const { DEMO_ADMIN_CREDENTIALS } = await tsImport('@mfe/api/demo-admin', import.meta.url);
  assert.deepEqual(DEMO_CREDENTIALS, DEMO_ADMIN_CREDENTIALS);
});
