import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { mailFailureReason, salesMailAddresses, salesMailOf } from './salesMail';

const INQUIRY = {
  id: 42,
  name: 'Sari',
  company: null,
  email: 'sari@example.com',
  phone: null,
  message: 'Line one\nLine two',
  mt_product_series_id: null,
  mt_product_series: null,
  series_name: null,
  mt_products: [] as Array<{ id: number; name: string }>,
  locale: 'en' as 'en' | 'id',
  status: 'new' as const,
  notes: null,
  email_status: 'pending' as const,
  email_error: null,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
};

describe('salesMailOf', () => {
  test('to sales, Reply-To the visitor, every field, the admin path', () => {
    const mail = salesMailOf(INQUIRY, { to: 'sales@x.example', from: 'web@x.example' });
    expect(mail).toMatchObject({ to: 'sales@x.example', from: 'web@x.example', replyTo: { name: 'Sari', address: 'sari@example.com' } });
    expect(mail.subject).toBe('Inquiry from Sari');
    expect(mail.text).toContain('Company: -');
    expect(mail.text).toContain('Line one\nLine two');
    expect(mail.text).toContain('/admin/inquiry/detail/42');
    expect(salesMailOf({ ...INQUIRY, series_name: 'LX-200' }, { to: 'a@b.c', from: 'd@e.f' }).subject).toBe('Quote request: LX-200 (Sari)');
  });

  test('says in which language the visitor wrote (issue 22)', () => {
    const addresses = { to: 'sales@x.example', from: 'web@x.example' };
    expect(salesMailOf(INQUIRY, addresses).text.split('\n')).toContain('Language: English');
    expect(salesMailOf({ ...INQUIRY, locale: 'id' }, addresses).text.split('\n')).toContain('Language: Bahasa Indonesia');
    // A value no locale (a row written by hand): no name is made up, nothing of it is sent.
    const odd = { ...INQUIRY, locale: 'xx\nBcc: a@evil.example' as 'en' };
    expect(salesMailOf(odd, addresses).text).toContain('Language: -\n');
    expect(salesMailOf(odd, addresses).text).not.toContain('evil');
  });
});

describe('salesMailOf: the models of a quote from the compare view (issue 24)', () => {
  test('named in the text and, without a series, in the subject; their line breaks never reach a header', () => {
    const addresses = { to: 'sales@x.example', from: 'web@x.example' };
    const models = [
      { id: 3, name: 'LB3000 EX II' },
      { id: 9, name: 'MB-46VAE' },
    ];
    const mail = salesMailOf({ ...INQUIRY, mt_products: models }, addresses);
    expect(mail.text.split('\n')).toContain('Models:  LB3000 EX II, MB-46VAE');
    expect(mail.subject).toBe('Quote request: LB3000 EX II, MB-46VAE (Sari)');
    expect(salesMailOf(INQUIRY, addresses).text.split('\n')).toContain('Models:  -');
    expect(salesMailOf({ ...INQUIRY, series_name: 'LB Series', mt_products: models }, addresses).subject).toBe('Quote request: LB Series (Sari)');
    const sneaky = salesMailOf({ ...INQUIRY, mt_products: [{ id: 1, name: 'LB\r\nBcc: x@evil.example' }] }, addresses);
    expect(sneaky.subject).toBe('Quote request: LB Bcc: x@evil.example (Sari)');
  });
});

describe('salesMailOf and header injection (issue 19)', () => {
  test('an e-mail that is no plain address gets no Reply-To; names and series lose their line breaks in headers', () => {
    const sneaky = { ...INQUIRY, email: 'sari@example.com\r\nBcc: all@evil.example', name: 'Sari\r\nBcc: x@evil.example', series_name: 'LX\n200' };
    const mail = salesMailOf(sneaky, { to: 'sales@x.example', from: 'web@x.example' });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe('Quote request: LX 200 (Sari Bcc: x@evil.example)');
    expect(salesMailOf({ ...INQUIRY, email: 'a@b.c?cc=boss%40evil.example' }, { to: 'a@b.c', from: 'd@e.f' }).replyTo).toBeUndefined();
    expect(salesMailOf({ ...INQUIRY, name: 'Sari\u0000' }, { to: 'a@b.c', from: 'd@e.f' }).replyTo).toEqual({
      name: 'Sari',
      address: 'sari@example.com',
    });
  });
});

describe('mailFailureReason', () => {
  test('the code and the first line, without the credentials of the URL, at most 200 characters', () => {
    const error = Object.assign(new Error('Invalid login: 535 user salesbot pass p%40ss-word rejected\nmore detail'), { code: 'EAUTH' });
    expect(mailFailureReason(error, 'smtp://salesbot:p%40ss-word@mail.example:587')).toBe('EAUTH: Invalid login: 535 user *** pass *** rejected');
    expect(mailFailureReason(new Error('x'.repeat(500)), 'smtp://mail.example')).toHaveLength(200);
    expect(mailFailureReason('boom', 'not a url')).toBe('boom');
  });
});

describe('salesMailAddresses', () => {
  test("the settings' sales e-mail, from the company's website; SALES_EMAIL and MAIL_FROM stand in for them", () => {
    expect(salesMailAddresses(DEFAULT_SITE_SETTINGS, {})).toEqual({
      to: 'sales@mitrapresisi.example',
      from: { name: 'PT Mitra Presisi Teknik website', address: 'no-reply@mitrapresisi.example' },
    });
    expect(salesMailAddresses(DEFAULT_SITE_SETTINGS, { salesEmail: 'test@x.example', mailFrom: 'Web <web@x.example>' })).toEqual({
      to: 'test@x.example',
      from: 'Web <web@x.example>',
    });
  });
});
