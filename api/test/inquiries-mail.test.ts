// The e-mail of each inquiry to sales (SMTP_URL), against a real SMTP server this test starts on
// 127.0.0.1 (smtp-server): the mail arrives with the right recipient, Reply-To and content, after
// the visitor's 201; a server that refuses, rejects the login or is down leaves the inquiry stored
// as 'failed' with a short reason; pending ones left by a crash are sent by the housekeeping's retry.
import { SMTPServer } from 'smtp-server';
import { freePort, startApp, type Harness } from './helpers';
import { parseMail } from './smtpServer';

const SALES = 'sales@test.example';
const VISITOR = {
  name: 'Budi Santoso',
  company: 'PT Baja Makmur',
  email: 'budi@bajamakmur.example',
  phone: '+62 812 3456 7890',
  message: 'Please quote two units with delivery to Cikarang.',
};

interface Received {
  from: string;
  to: string[];
  raw: string;
}

interface TestSmtp {
  url: string;
  port: number;
  received: Received[];
  /** What the server does with the next messages. */
  mode: 'accept' | 'reject-recipient' | 'hold';
  /** Messages the server has read and not answered yet ('hold'). */
  held: number;
  /** Let a held message through. */
  release(): void;
  stop(): Promise<void>;
}

async function startSmtp(options: { auth?: boolean } = {}): Promise<TestSmtp> {
  const port = await freePort();
  let releaseHeld: () => void = () => undefined;
  const smtp: TestSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received: [],
    mode: 'accept',
    held: 0,
    release: () => releaseHeld(),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 })),
    onRcptTo: (address, _session, callback) =>
      smtp.mode === 'reject-recipient'
        ? callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }))
        : callback(),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const done = () => {
          smtp.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (smtp.mode !== 'hold') return done();
        smtp.held++;
        releaseHeld = () => {
          smtp.held--;
          done();
        };
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return smtp;
}

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const inquire = (h: Harness, body: Record<string, unknown>) => h.req('POST', '/api/inquiry/create', { token: null, json: body });
const newest = async (h: Harness) => (await h.get('/api/inquiry')).body.data.data[0];
const detail = async (h: Harness, id: number) => (await h.get(`/api/inquiry/detail/${id}`)).body.data;

describe('inquiries: the e-mail to sales', () => {
  let smtp: TestSmtp;
  let h: Harness;
  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startApp({ inquiryMail: { smtpUrl: smtp.url, salesEmail: SALES, mailFrom: 'Website <web@test.example>' } });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.mode = 'accept';
    smtp.received.length = 0;
  });

  it('arrives at SALES_EMAIL (standing in for the settings’) with Reply-To the visitor, the series in the subject, every field and the admin path; then the inquiry is sent', async () => {
    const type = (await h.req('POST', '/api/manufacture-type/create', { json: { name: 'Machine Tools Mail' } })).body.data.id;
    const vendor = (await h.req('POST', '/api/vendor/create', { json: { name: 'Vendor Mail', mt_manufacture_type_id: type } })).body.data.id;
    const parents = { mt_manufacture_type_id: type, mt_vendor_id: vendor };
    const category = (await h.req('POST', '/api/product/category/create', { json: { name: 'Lathes', ...parents } })).body.data.id;
    const series = (
      await h.req('POST', '/api/product/series/create', { json: { name: 'CNC Lathe LX-200', ...parents, mt_product_category_id: category } })
    ).body.data.id;

    const r = await inquire(h, { ...VISITOR, mt_product_series_id: series });
    expect(r.status).toBe(201);
    const row = await newest(h);
    const sent = await waitFor(
      () => detail(h, row.id),
      (d) => d.email_status !== 'pending',
    );
    expect([sent.email_status, sent.email_error]).toEqual(['sent', null]);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([SALES]);
    expect(mail.from).toBe('web@test.example');
    const { headers, body } = parseMail(mail.raw);
    expect(headers.to).toBe(SALES);
    expect(headers['reply-to']).toBe('Budi Santoso <budi@bajamakmur.example>');
    expect(headers.subject).toBe('Quote request: CNC Lathe LX-200 (Budi Santoso)');
    expect(headers['content-type']).toMatch(/^text\/plain/);
    for (const text of [
      'Name:    Budi Santoso',
      'Company: PT Baja Makmur',
      'E-mail:  budi@bajamakmur.example',
      'Phone:   +62 812 3456 7890',
      'Series:  CNC Lathe LX-200',
      'Please quote two units with delivery to Cikarang.',
      `/admin/inquiry/detail/${row.id}`,
    ])
      expect(body).toContain(text);
  });

  it('the subject without a series names the visitor', async () => {
    expect((await inquire(h, VISITOR)).status).toBe(201);
    const row = await newest(h);
    await waitFor(
      () => detail(h, row.id),
      (d) => d.email_status === 'sent',
    );
    expect(parseMail(smtp.received[0]!.raw).headers.subject).toBe('Inquiry from Budi Santoso');
  });

  it('the visitor does not wait for SMTP: 201 while the server holds the message, pending until it is through', async () => {
    smtp.mode = 'hold';
    const r = await inquire(h, VISITOR);
    expect(r.status).toBe(201);
    const row = await newest(h);
    // The server has the message and has not answered it.
    expect(
      await waitFor(
        async () => smtp.held,
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(smtp.received).toHaveLength(0);
    expect((await detail(h, row.id)).email_status).toBe('pending');
    smtp.release();
    expect(
      (
        await waitFor(
          () => detail(h, row.id),
          (d) => d.email_status !== 'pending',
        )
      ).email_status,
    ).toBe('sent');
  });

  it('a server that refuses the recipient: the inquiry is kept as failed with the reason, the visitor got 201', async () => {
    smtp.mode = 'reject-recipient';
    const r = await inquire(h, VISITOR);
    expect([r.status, r.body.message]).toEqual([201, 'Thank you. Our sales team will contact you within one working day.']);
    const row = await newest(h);
    const failed = await waitFor(
      () => detail(h, row.id),
      (d) => d.email_status !== 'pending',
    );
    expect(failed).toMatchObject({ email_status: 'failed', status: 'new', name: 'Budi Santoso' });
    expect(failed.email_error).toMatch(/550/);
    expect(failed.email_error.length).toBeLessThanOrEqual(200);
    // The admin list shows it too.
    expect((await h.get('/api/inquiry', undefined)).body.data.data[0]).toMatchObject({ id: row.id, email_status: 'failed' });
  });

  it('the housekeeping sends pending inquiries a crash left behind, once each, and gives up after the attempts allowed', async () => {
    const mailer = h.app.inquiries.mailer!;
    // Stored as pending by a process that died before sending (and one that died sending, three times).
    const [left] = await h.db.query<{ id: number }>(
      `INSERT INTO mt_inquiry (name, email, message, email_status, created_at) VALUES ('Left', 'left@example.com', 'Hello', 'pending', now() - interval '1 hour') RETURNING id`,
    );
    const [tried] = await h.db.query<{ id: number }>(
      `INSERT INTO mt_inquiry (name, email, message, email_status, email_attempts, email_tried_at, created_at)
       VALUES ('Tried', 'tried@example.com', 'Hello', 'pending', ${mailer.maxAttempts}, now() - interval '1 hour', now() - interval '1 hour') RETURNING id`,
    );
    await Promise.all([mailer.retryPending(), mailer.retryPending(), mailer.deliver(left!.id)]);
    expect(await detail(h, left!.id)).toMatchObject({ email_status: 'sent' });
    expect(smtp.received.filter((m) => parseMail(m.raw).headers.subject === 'Inquiry from Left')).toHaveLength(1);
    expect(await detail(h, tried!.id)).toMatchObject({
      email_status: 'failed',
      email_error: `Not sent: gave up after ${mailer.maxAttempts} attempts`,
    });
    expect(smtp.received.some((m) => m.raw.includes('tried@example.com'))).toBe(false);
  });
});

describe('inquiries: the e-mail follows the site settings (issue 23)', () => {
  let smtp: TestSmtp;
  let h: Harness;
  beforeAll(async () => {
    smtp = await startSmtp();
    // No SALES_EMAIL, no MAIL_FROM: the settings address the mail.
    h = await startApp({ inquiryMail: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.stop();
  });

  const sendOne = async () => {
    expect((await inquire(h, VISITOR)).status).toBe(201);
    const row = await newest(h);
    await waitFor(
      () => detail(h, row.id),
      (d) => d.email_status !== 'pending',
    );
    return parseMail(smtp.received.at(-1)!.raw).headers;
  };

  it("goes to the settings' sales e-mail, from a sender named after the company; a change applies to the next mail", async () => {
    const first = await sendOne();
    expect(smtp.received[0]!.to).toEqual(['sales@mitrapresisi.example']);
    expect(first.from).toBe('PT Mitra Presisi Teknik website <no-reply@mitrapresisi.example>');

    const saved = await h.req('POST', '/api/settings/update', { json: { sales_email: 'quotes@test.example', company_name: 'PT Presisi Baru' } });
    expect(saved.status).toBe(200);
    const second = await sendOne();
    expect(smtp.received[1]!.to).toEqual(['quotes@test.example']);
    expect([second.to, second.from]).toEqual(['quotes@test.example', 'PT Presisi Baru website <no-reply@mitrapresisi.example>']);
  });
});

describe('inquiries: an SMTP server that cannot be used', () => {
  let h: Harness | undefined;
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await h?.close();
    await smtp?.stop();
    h = smtp = undefined;
  });

  it('down (connection refused): stored as failed with the reason, 201 for the visitor', async () => {
    const port = await freePort();
    h = await startApp({ inquiryMail: { smtpUrl: `smtp://127.0.0.1:${port}`, salesEmail: SALES } });
    expect((await inquire(h, VISITOR)).status).toBe(201);
    const row = await newest(h);
    const failed = await waitFor(
      () => detail(h!, row.id),
      (d) => d.email_status !== 'pending',
    );
    expect(failed.email_status).toBe('failed');
    expect(failed.email_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
  });

  it('refusing the login: the reason is kept without the SMTP credentials', async () => {
    smtp = await startSmtp({ auth: true });
    h = await startApp({ inquiryMail: { smtpUrl: `smtp://salesbot:s3cret-pass@127.0.0.1:${smtp.port}`, salesEmail: SALES } });
    expect((await inquire(h, VISITOR)).status).toBe(201);
    const row = await newest(h);
    const failed = await waitFor(
      () => detail(h!, row.id),
      (d) => d.email_status !== 'pending',
    );
    expect(failed.email_status).toBe('failed');
    expect(failed.email_error).toMatch(/EAUTH|535/);
    expect(failed.email_error).not.toMatch(/s3cret|salesbot/);
    expect(smtp.received).toHaveLength(0);
  });

  it('without SMTP_URL nothing is sent: email_status off', async () => {
    h = await startApp();
    expect(h.app.inquiries.mailer).toBeNull();
    expect((await inquire(h, VISITOR)).status).toBe(201);
    expect(await newest(h)).toMatchObject({ email_status: 'off', email_error: null });
  });
});
