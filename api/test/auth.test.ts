// Tokens as the API keeps them: hashed and expiring. Login, logout and the 401s are in the
// catalogue contract (test/contract.test.ts); the throttling is in login-throttle.test.ts.
import { ADMIN, useApp } from './helpers';

const h = useApp({ tokenTtlHours: 1 });

const login = (json: unknown) => h.req('POST', '/api/login', { token: null, json });

describe('tokens', () => {
  it('are long, stored hashed and never in clear', async () => {
    const r = await login(ADMIN);
    expect(r.body.data.token.length).toBeGreaterThanOrEqual(40);
    const rows = await h.db.query<{ token_hash: string }>('SELECT token_hash FROM api_tokens');
    expect(rows.map((x) => x.token_hash)).not.toContain(r.body.data.token);
    expect(rows.every((x) => /^[0-9a-f]{64}$/.test(x.token_hash))).toBe(true);
    expect((await h.get('/api/vendor', r.body.data.token)).status).toBe(200);
  });

  it('expired tokens are refused', async () => {
    const t = (await login(ADMIN)).body.data.token;
    await h.db.query("UPDATE api_tokens SET expires_at = now() - interval '1 second'");
    // a fresh Tokens memo would not know it; the memo is per process, so check through a new token path
    (h.app.ctx.tokens as unknown as { memo: Map<string, unknown> }).memo.clear();
    expect((await h.get('/api/product', t)).status).toBe(401);
    expect((await h.get('/api/product', `${t}x`)).status).toBe(401);
    expect((await h.req('GET', '/api/product', { token: null, headers: { authorization: `Basic ${t}` } })).status).toBe(401);
  });
});
