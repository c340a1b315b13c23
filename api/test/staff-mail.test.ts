// The e-mail of set-password links (issue 23, SMTP_URL), against a real SMTP server this test starts
// on 127.0.0.1 (smtp-server): an invite arrives at the new account with its link on SITE_ORIGIN
// (emailed: true), its headers encoded whatever the name holds; a forgotten password e-mails a reset
// link to an active account only, with the same answer for every address; a server that is down
// leaves the invite to the admin (emailed: false).
import { freePort, startApp, type Harness } from './helpers';
import { parseMail, startSmtp } from './smtpServer';

const ORIGIN = 'https://admin.test.example';

async function waitFor(ok: () => boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!ok() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
}

const tokenIn = (body: string) => new RegExp(`${ORIGIN}/admin/set-password\\?token=([0-9a-f]{64})`).exec(body)?.[1];

describe('staff accounts: the e-mail of set-password links', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let h: Harness;
  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startApp({ inquiryMail: { smtpUrl: smtp.url }, siteOrigin: ORIGIN });
    await h.login();
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.stop();
  });

  it('e-mails an invite to the new account: its link on SITE_ORIGIN sets the password; a name cannot add a header', async () => {
    const r = await h.req('POST', '/api/user/create', { json: { email: 'dewi@test.example', name: 'Dewi Ñusantara', role: 'editor' } });
    expect(r.status).toBe(201);
    expect(r.body.data.invite.emailed).toBe(true);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['dewi@test.example']);
    const { headers, body } = parseMail(mail.raw);
    expect(headers.to).toMatch(/^=\?UTF-8\?.*\?= <dewi@test\.example>$/i);
    expect(headers.subject).toContain('set your password');
    expect(tokenIn(body)).toBe(r.body.data.invite.token);
    expect(body).toMatch(/^Hello Dewi /);
    const set = await h.req('POST', '/api/password/set', { token: null, json: { token: tokenIn(body), password: 'dewi has a password' } });
    expect(set.status).toBe(200);
  });

  it('a forgotten password: a reset link for an active account, none for an unknown or inactive one, one answer for all', async () => {
    const made = await h.req('POST', '/api/user/create', {
      json: { email: 'rudi@test.example', name: 'Rudi\r\nBcc: x@evil.example', role: 'editor' },
    });
    expect(made.status).toBe(422);
    const user = (await h.req('POST', '/api/user/create', { json: { email: 'rudi@test.example', name: 'Rudi', role: 'editor' } })).body.data.user;
    const sent = smtp.received.length;
    const known = await h.req('POST', '/api/password/forgot', { token: null, json: { email: 'RUDI@test.example' } });
    await waitFor(() => smtp.received.length > sent);
    const reset = parseMail(smtp.received.at(-1)!.raw);
    expect(smtp.received.at(-1)!.to).toEqual(['rudi@test.example']);
    expect(reset.body).toContain('If you did not ask for it');
    const unknown = await h.req('POST', '/api/password/forgot', { token: null, json: { email: 'nobody@test.example' } });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);

    expect((await h.req('POST', '/api/password/set', { token: null, json: { token: tokenIn(reset.body), password: 'rudi resets it' } })).status).toBe(
      200,
    );
    const login = await h.req('POST', '/api/login', { token: null, json: { email: 'rudi@test.example', password: 'rudi resets it' } });
    expect(login.status).toBe(200);

    expect((await h.req('POST', `/api/user/update/${user.id}`, { json: { active: false } })).status).toBe(200);
    const before = smtp.received.length;
    expect((await h.req('POST', '/api/password/forgot', { token: null, json: { email: 'rudi@test.example' } })).body).toEqual(known.body);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('a server that is down: the invite is made all the same, emailed false (the admin hands the link over)', async () => {
    const down = await startApp({ inquiryMail: { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, timeoutMs: 2000 }, siteOrigin: ORIGIN });
    try {
      await down.login();
      const r = await down.req('POST', '/api/user/create', { json: { email: 'late@test.example', name: 'Late', role: 'editor' } });
      expect([r.status, r.body.data.invite.emailed]).toEqual([201, false]);
    } finally {
      await down.close();
    }
  });
});
