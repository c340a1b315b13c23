// The inquiry's rules (issue 19): an e-mail of a plain address shape (it becomes a Reply-To and a
// mailto: link), and no control characters (NUL among them) in any text field.
import { MESSAGES } from '../messages';
import { isMailAddress } from '../rules';
import { inquiryCreateInput } from './inquiries';
import { check } from './parse';
import { name } from './fields';

const VALID = { name: 'Budi', email: 'budi@example.com', message: 'Two lathes, please.' };

describe('isMailAddress', () => {
  it.each(['budi@example.com', 'budi.santoso+quotes@mail.example.co.id', 'a_b-c@xn--bcher-kva.example', 'A1@B2.C3'])('takes %s', (email) => {
    expect(isMailAddress(email)).toBe(true);
  });

  it.each([
    'a@b.c?cc=boss%40evil.example&body=hi',
    'a@b.c&cc=x@evil.example',
    'a b@example.com',
    'a@exa mple.com',
    '"a"@example.com',
    "o'brien@example.com",
    'a,b@example.com',
    'a@example.com,b@evil.example',
    '<a@example.com>',
    'Budi <a@example.com>',
    'a@example.com\r\nBcc: x@evil.example',
    'a@example.com\n',
    'a%40b@example.com',
    'a@localhost',
    'a@example.',
    '.a@example.com',
    'a..b@example.com',
    'a.@example.com',
    'ä@example.com',
    'a@@example.com',
    '@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', (email) => {
    expect(isMailAddress(email)).toBe(false);
  });
});

describe('inquiryCreateInput', () => {
  const errorsOf = (payload: Record<string, unknown>) => check(inquiryCreateInput, { ...VALID, ...payload });

  it('answers the e-mail message for an address that would smuggle mailto: parameters', () => {
    expect(errorsOf({ email: 'a@b.c?cc=boss%40evil.example&body=hi' })).toEqual({ email: [MESSAGES.emailInvalid] });
  });

  it('refuses NUL and other control characters in every text field; a message keeps its line breaks and tabs', () => {
    expect(errorsOf({ name: 'Bu\u0000di' })).toEqual({ name: [MESSAGES.controlCharacters('Name')] });
    expect(errorsOf({ company: 'PT\u0007 Maju' })).toEqual({ company: [MESSAGES.controlCharacters('Company')] });
    expect(errorsOf({ name: 'Budi\r\nBcc: x' })).toEqual({ name: [MESSAGES.controlCharacters('Name')] });
    expect(errorsOf({ message: 'hi\u0000' })).toEqual({ message: [MESSAGES.controlCharacters('Message')] });
    expect(errorsOf({ phone: '0812\n3456' })).toEqual({ phone: [MESSAGES.phoneInvalid] });
    expect(errorsOf({ message: 'Line one\r\n\tLine two' })).toBeNull();
  });

  it('catalogue names refuse control characters too', () => {
    expect(check(name, 'a\u0000b')).toEqual({ _: [MESSAGES.controlCharacters('Name')] });
    expect(check(name, 'Machine Tools')).toBeNull();
  });
});
