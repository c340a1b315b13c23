// Issue 11 findings 2 and 3: login throttling per client address (hard limit) and per account
// (growing delay) in the database: no lock-out of the admin by a stranger, no reset by a flood of
// keys, no unlimited guesses with a new e-mail each time, shared by a second app on the same
// database (a restart or a replica). Client addresses are simulated through a trusted proxy.
import { buildApp } from '../src/app';
import { ADMIN, useApp } from './helpers';

const OPTS = { addressMax: 10, windowMs: 60_000, accountFreeFailures: 3, accountBaseDelayMs: 60_000, accountMaxDelayMs: 240_000 };
const h = useApp({ trustProxy: '127.0.0.1', loginThrottle: OPTS });

let n = 0;
/** A client address nobody has used in this file. */
const freshIp = () => `198.51.100.${++n}`;
const login = (ip: string, json: unknown) => h.req('POST', '/api/login', { token: null, json, headers: { 'x-forwarded-for': ip } });
const wrong = (email = ADMIN.email) => ({ email, password: 'wrong-password' });

beforeEach(async () => {
  await h.db.query('DELETE FROM login_throttle');
});

describe('login throttling', () => {
  it('a hard limit per address: 10 failures, then 429 {message} with Retry-After even for the right password', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await login(ip, wrong(`user${i}@example.com`))).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    const r = await login(ip, ADMIN);
    expect(r.status).toBe(429);
    expect(r.body).toEqual({ message: expect.stringMatching(/^Too many login attempts\. Try again in \d+ seconds\.$/) });
    const wait = Number(r.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('a new invented e-mail each time is still limited per address (60 tries: 10 checked)', async () => {
    const ip = freshIp();
    let checked = 0;
    for (let i = 0; i < 60; i++) if ((await login(ip, wrong(`x${i}-${Date.now()}@example.com`))).status === 401) checked++;
    expect(checked).toBe(10);
    // and no account row was made for the refused ones
    const [c] = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_throttle WHERE key LIKE 'account:%'");
    expect(c!.n).toBe(10);
  });

  it('concurrent guesses cannot slip past the limit together (30 at once: 10 checked)', async () => {
    const ip = freshIp();
    const rs = await Promise.all(Array.from({ length: 30 }, (_, i) => login(ip, wrong(`c${i}@example.com`))));
    expect(rs.filter((r) => r.status === 401)).toHaveLength(10);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(20);
  });

  it('a stranger cannot lock the admin out: the right password from a clean address logs in', async () => {
    const stranger = freshIp();
    for (let i = 0; i < 12; i++) await login(stranger, wrong());
    expect((await login(stranger, ADMIN)).status).toBe(429); // the failing stranger waits, even with the password
    const admin = freshIp();
    expect((await login(admin, ADMIN)).status).toBe(200);
    // and again, repeatedly, while the stranger keeps trying from other addresses
    for (let round = 0; round < 3; round++) {
      const other = freshIp();
      for (let i = 0; i < 5; i++) await login(other, wrong());
      expect((await login(admin, ADMIN)).status).toBe(200);
    }
  });

  it('an account under attack makes failing addresses wait (growing delay), not clean ones', async () => {
    const a = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(a, wrong())).status);
    // 3 free failures, then a delay of 60 s: the 4th attempt from this failing address waits
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const r = await login(a, ADMIN);
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(50);
    // waiting and refused attempts are not failures of the address (3 so far)
    const [row] = await h.db.query<{ failures: number }>('SELECT failures FROM login_throttle WHERE key = $1', [`ip:${a}`]);
    expect(row!.failures).toBe(3);
    // a clean address is checked (failure 4: the delay doubles to 120 s), then waits like the others
    const b = freshIp();
    expect((await login(b, wrong())).status).toBe(401);
    const back = (s: number) => h.db.query(`UPDATE login_throttle SET last_failure = now() - interval '${s} seconds' WHERE key = $1`, [`account:${ADMIN.email}`]);
    await back(61);
    const still = await login(b, wrong());
    expect(still.status).toBe(429);
    expect(Number(still.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(still.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await back(121);
    expect((await login(b, wrong())).status).toBe(401); // failure 5: 240 s now (the cap)
    await back(121);
    const longer = await login(b, wrong());
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(110);
    // the admin from a clean address logs in, and that forgets the account's failures
    expect((await login(freshIp(), ADMIN)).status).toBe(200);
    expect((await login(b, ADMIN)).status).toBe(200);
  });

  it('counters survive a flood of 50,010 keys, a restart and a second process on the same database; old rows expire', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(ip, wrong(`f${i}@example.com`));
    await h.db.query(
      "INSERT INTO login_throttle (key, failures) SELECT 'account:flood' || g || '@example.com', 1 FROM generate_series(1, 50010) g",
    );
    expect((await login(ip, ADMIN)).status).toBe(429);
    // another app (a restart, or a replica) on the same database sees the same counters
    const other = await buildApp({ database: h.db, storageDir: h.storageDir, seedDemo: false, trustProxy: '127.0.0.1', loginThrottle: OPTS });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const port = (other.server.address() as { port: number }).port;
      const r = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(ADMIN),
      });
      expect(r.status).toBe(429);
    } finally {
      await other.close();
    }
    // a window later the rows are swept and the address may try again
    await h.db.query("UPDATE login_throttle SET window_start = now() - interval '10 minutes', last_failure = now() - interval '10 minutes'");
    expect(await h.app.ctx.throttle.sweep()).toBeGreaterThanOrEqual(50_010);
    const [c] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_throttle');
    expect(c!.n).toBe(0);
    expect((await login(ip, ADMIN)).status).toBe(200);
  });

  it('a malformed body is refused before any counter or hashing', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await login(ip, { email: 'not-an-email', password: 'x' })).status).toBe(422);
    const [c] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_throttle');
    expect(c!.n).toBe(0);
    expect((await login(ip, ADMIN)).status).toBe(200);
  });
});
