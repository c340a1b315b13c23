// The test client holds every answer of the core's route table to its response schema: a shape
// that drifts fails the test that reads it.
import { DemoStore } from '../db/demoStore';
import { demoClient } from './demoClient';

describe('demoClient', () => {
  afterEach(() => jest.restoreAllMocks());

  it('throws when an answer of a table route does not match its response schema', async () => {
    const client = demoClient();
    jest.spyOn(DemoStore.prototype, 'detail').mockResolvedValueOnce({ id: 'not a number', name: 'Drifted' });
    await expect(client.call('GET', '/api/vendor/detail/1')).rejects.toThrow(
      /GET \/api\/vendor\/detail\/1 answered 200 with a body that does not match vendor\.detail's response schema: data\.id/,
    );
    // The true answer passes.
    expect((await client.call('GET', '/api/vendor/detail/1')).status).toBe(200);
  });
});
