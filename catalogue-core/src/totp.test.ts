import { base32Decode, base32Encode, matchingTotpStep, otpauthUrl, totpCode, totpStep } from './totp';

// RFC 6238 appendix B's SHA-1 secret: the ASCII '12345678901234567890'.
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('totp', () => {
  it("gives RFC 6238's test codes (their last 6 digits)", async () => {
    expect(await totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(await totpCode(RFC_SECRET, totpStep(1111111109_000))).toBe('081804');
    expect(await totpCode(RFC_SECRET, totpStep(1234567890_000))).toBe('005924');
    expect(await totpCode(RFC_SECRET, totpStep(20000000000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
  });

  it('takes the code of now and of one step either side, once, and nothing else', async () => {
    const at = 1_700_000_000_000;
    const step = totpStep(at);
    for (const offset of [-1, 0, 1])
      expect(await matchingTotpStep(RFC_SECRET, await totpCode(RFC_SECRET, step + offset), at, null)).toBe(step + offset);
    expect(await matchingTotpStep(RFC_SECRET, await totpCode(RFC_SECRET, step + 2), at, null)).toBeNull();
    expect(await matchingTotpStep(RFC_SECRET, await totpCode(RFC_SECRET, step), at, step)).toBeNull();
    expect(await matchingTotpStep(RFC_SECRET, 'abcdef', at, null)).toBeNull();
  });

  it('names the issuer and the account in the otpauth URL', () => {
    expect(otpauthUrl('PT Mitra', 'a@b.c', 'ABC')).toBe(
      'otpauth://totp/PT%20Mitra%3Aa%40b.c?secret=ABC&issuer=PT%20Mitra&algorithm=SHA1&digits=6&period=30',
    );
  });
});
