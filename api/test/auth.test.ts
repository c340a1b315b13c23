// Login and tokens (hashed, expiring, revoked by logout); the throttling is in login-throttle.test.ts.
import { ADMIN, useApp } from './helpers';

const h = useApp({ tokenTtlHours: 1 });

const login = (json: unknown) => h.req('POST', '/api/login', { token: null, json });

describe('login', () => {
  it('answers id, email, name and token', async () => {
    const r = await login(ADMIN);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: expect.any(Number), email: ADMIN.email, name: 'Demo Admin', token: expect.any(String) });
    expect(r.body.data.token.length).toBeGreaterThanOrEqual(40);
    // stored hashed, never in clear
    const rows = await h.db.query<{ token_hash: string }>('SELECT token_hash FROM api_tokens');
    expect(rows.map((x) => x.token_hash)).not.toContain(r.body.data.token);
    expect(rows.every((x) => /^[0-9a-f]{64}$/.test(x.token_hash))).toBe(true);
    expect((await h.get('/api/vendor', r.body.data.token)).status).toBe(200);
  });

  it('validates with the spec messages', async () => {
    expect((await login({})).body).toEqual({
      message: 'Email is required',
      errors: { email: ['Email is required'], password: ['Password is required'] },
    });
    const bad = await login({ email: 'not-an-email', password: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['Email must be valid'] });
  });

  it('401 on wrong credentials', async () => {
    const r = await login({ email: ADMIN.email, password: 'wrong-password' });
    expect(r.status).toBe(401);
    expect(r.body.message).toBeTruthy();
    expect((await login({ email: 'nobody@example.com', password: 'x' })).status).toBe(401);
  });

  it('logout revokes the token', async () => {
    const t = (await login(ADMIN)).body.data.token;
    expect((await h.get('/api/product', t)).status).toBe(200);
    const out = await h.req('POST', '/api/logout', { token: t });
    expect(out.status).toBe(200);
    expect((await h.get('/api/product', t)).status).toBe(401);
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
