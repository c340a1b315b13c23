// Login, tokens (hashed, expiring, revoked by logout) and the login rate limit.
import { ADMIN, useApp } from './helpers';

const h = useApp({ loginRateLimit: { max: 5, windowMs: 60_000 }, tokenTtlHours: 1 });

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

  it('429 after repeated attempts per IP and e-mail', async () => {
    const who = { email: 'victim@example.com', password: 'guess' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(who)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const last = await login(who);
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/Too many login attempts/);
    expect(last.headers.get('retry-after')).toBeTruthy();
    // another e-mail from the same IP is not blocked
    expect((await login(ADMIN)).status).toBe(200);
  });

  it('counts failures per e-mail as sent (any case), answers {message} only, and a success forgets them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login({ email: i % 2 ? ADMIN.email.toUpperCase() : ` ${ADMIN.email}`, password: 'nope' })).status);
    expect((await login(ADMIN)).status).toBe(200);
    for (let i = 0; i < 4; i++) statuses.push((await login({ email: ADMIN.email, password: 'nope' })).status);
    expect(statuses).toEqual(Array(8).fill(401));
    const other = { email: 'Someone@Example.com', password: 'x' };
    for (let i = 0; i < 5; i++) await login(other);
    const limited = await login({ ...other, email: 'someone@example.com' });
    expect(limited.status).toBe(429);
    expect(Object.keys(limited.body)).toEqual(['message']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(ADMIN)).status).toBe(200);
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
