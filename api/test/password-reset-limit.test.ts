// The limit of POST /api/password/forgot (issue 23), against a real SMTP server this test starts
// (./smtpServer.ts): per e-mail address and per client address, the reset e-mails stop once the
// window's allowance is used up, and a known and an unknown address meet the same answers, the
// same 429 with Retry-After included (counted before the account is looked up).
import { MESSAGES } from '@mfe/catalogue-core';
import { startApp, type Harness, type Res } from './helpers';
import { startSmtp } from './smtpServer';

const LIMIT = { perAddress: 4, perEmail: 2, windowMs: 60 * 60_000 };
const KNOWN = 'rudi@test.example';
/** Another account, asked for from a client address over its allowance. */
const KNOWN_TOO = 'sari@test.example';
const UNKNOWN = 'nobody@test.example';

type Answer = Res;

/** What a client can tell of an answer: its status, body and Retry-After (in minutes, as the message says it). */
const seen = (r: Answer) => ({
  status: r.status,
  body: r.body,
  retryMinutes: r.headers.has('retry-after') ? Math.ceil(Number(r.headers.get('retry-after')) / 60) : null,
});

describe('password reset: the per-address and per-e-mail limit', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let h: Harness;
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).length;
  const forgot = (email: string, from: string) =>
    h.req('POST', '/api/password/forgot', { token: null, json: { email }, headers: { 'x-forwarded-for': from } });
  /** The background e-mails have had their time (a reset link is mailed after the answer). */
  const settled = async (email: string, expected: number) => {
    const until = Date.now() + 15_000;
    while (mailsTo(email) < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startApp({ inquiryMail: { smtpUrl: smtp.url }, passwordResetLimit: LIMIT, trustProxy: '127.0.0.1' });
    await h.login();
    for (const [email, name] of [
      [KNOWN, 'Rudi'],
      [KNOWN_TOO, 'Sari'],
    ])
      expect((await h.req('POST', '/api/user/create', { json: { email, name, role: 'editor' } })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.stop();
  });

  it(`per e-mail address: ${LIMIT.perEmail} reset e-mails a window, then 429 with Retry-After, the same for an unknown address`, async () => {
    const before = mailsTo(KNOWN);
    // Each request from another client address: only the e-mail address's count is at stake. Any
    // case of the address counts as the address; a multipart form counts as JSON does.
    const known: Answer[] = [];
    known.push(await forgot(KNOWN, '198.51.100.1'));
    const form = new FormData();
    form.set('email', 'RUDI@test.example');
    known.push(await h.req('POST', '/api/password/forgot', { token: null, form, headers: { 'x-forwarded-for': '198.51.100.2' } }));
    known.push(await forgot(KNOWN, '198.51.100.3'));
    known.push(await forgot(' Rudi@Test.Example ', '198.51.100.4'));
    await settled(KNOWN, before + LIMIT.perEmail);
    expect(mailsTo(KNOWN) - before).toBe(LIMIT.perEmail);

    const unknown: Answer[] = [];
    for (const [i, email] of [UNKNOWN, 'NOBODY@test.example', UNKNOWN, UNKNOWN].entries()) unknown.push(await forgot(email, `198.51.100.${11 + i}`));
    expect(known.map(seen)).toEqual(unknown.map(seen));

    expect(known.map((r) => r.status)).toEqual([200, 200, 429, 429]);
    const refused = known[2]!;
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(LIMIT.windowMs / 1000 - 60);
    expect(retry).toBeLessThanOrEqual(LIMIT.windowMs / 1000);
    expect(refused.body).toEqual({ message: MESSAGES.tooManyPasswordResets(retry) });
    expect(refused.body.message).toBe('Too many requests for a password reset; try again in 60 minutes');

    // Another e-mail address is not affected.
    expect((await forgot('someone.else@test.example', '198.51.100.20')).status).toBe(200);
  });

  it(`per client address: ${LIMIT.perAddress} requests a window whatever they ask, then the same 429 for a known and an unknown address`, async () => {
    const from = '203.0.113.50';
    for (let i = 0; i < LIMIT.perAddress; i++) expect((await forgot(`guess${i}@test.example`, from)).status).toBe(200);
    const before = mailsTo(KNOWN_TOO);
    const known = await forgot(KNOWN_TOO, from);
    const unknown = await forgot(`guess-more@test.example`, from);
    expect(known.status).toBe(429);
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.body).toEqual({ message: MESSAGES.tooManyPasswordResets(Number(known.headers.get('retry-after'))) });
    // A malformed request from that address is refused as well, before it is read further.
    expect((await h.req('POST', '/api/password/forgot', { token: null, json: {}, headers: { 'x-forwarded-for': from } })).status).toBe(429);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(KNOWN_TOO)).toBe(before);
    // Another client address still gets its answer (a malformed one its 422), and the account its e-mail.
    expect((await h.req('POST', '/api/password/forgot', { token: null, json: {}, headers: { 'x-forwarded-for': '203.0.113.51' } })).status).toBe(422);
    expect((await forgot(KNOWN_TOO, '203.0.113.51')).status).toBe(200);
    await settled(KNOWN_TOO, before + 1);
    expect(mailsTo(KNOWN_TOO)).toBe(before + 1);
  });
});
