// Issue 11 finding 1: the login limit cannot be bypassed with X-Forwarded-For: it is believed only
// from the proxies TRUST_PROXY names. That the shell's proxy replaces the header with the address it
// saw is held by shell/src/server/shellServer.test.ts.
import { startApp, type Harness } from './helpers';
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/catalogue-core/seed';

const LIMIT = { addressMax: 5, accountFreeFailures: 1000 };
const guess = (i: number) => ({ email: DEMO_ADMIN_CREDENTIALS.email, password: `guess-${i}` });

/** 50 wrong passwords, each with a new invented X-Forwarded-For; the statuses. */
async function forgedGuesses(url: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < 50; i++) {
    const r = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}, 10.0.0.${i}`, forwarded: `for=198.51.100.${i}` },
      body: JSON.stringify(guess(i)),
    });
    await r.text();
    out.push(r.status);
  }
  return out;
}

describe('client address (X-Forwarded-For)', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('is ignored when no proxy is trusted (the default): 50 forged values, the limit holds', async () => {
    h = await startApp({ loginThrottle: LIMIT });
    const statuses = await forgedGuesses(h.url);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT.addressMax);
    expect(statuses.slice(LIMIT.addressMax).every((s) => s === 429)).toBe(true);
  });

  it('is believed from the trusted proxy (TRUST_PROXY=127.0.0.1): each named address is counted on its own', async () => {
    h = await startApp({ loginThrottle: LIMIT, trustProxy: '127.0.0.1' });
    const statuses = await forgedGuesses(h.url);
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
  });

  it('is believed only from a trusted proxy', async () => {
    h = await startApp({ loginThrottle: LIMIT, trustProxy: '10.9.9.9' });
    const statuses = await forgedGuesses(h.url);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT.addressMax);
  });
});
