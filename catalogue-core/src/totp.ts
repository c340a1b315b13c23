// Time-based one-time passwords (RFC 6238 over RFC 4226: HMAC-SHA-1, 30-second steps, 6 digits),
// as authenticator apps make them, for the optional two-factor login of staff (issue 23).
// WebCrypto, so the API and the demo check codes alike.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(bytes);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return base32Encode(globalThis.crypto.getRandomValues(new Uint8Array(20)));
}

/** The time step a moment falls in. */
export const totpStep = (atMs: number) => Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);

/** The code of a step, as 6 digits. */
export async function totpCode(secret: string, step: number): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey('raw', base32Decode(secret) as BufferSource, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setUint32(0, Math.floor(step / 2 ** 32));
  new DataView(counter.buffer).setUint32(4, step >>> 0);
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, counter));
  const offset = mac[mac.length - 1]! & 15;
  const binary = ((mac[offset]! & 127) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The step whose code this is, one step either side of now allowed (a clock a little off, a code
 * typed as it changed), and only a step after `lastStep` (a code works once); null when none.
 */
export async function matchingTotpStep(secret: string, code: string, atMs: number, lastStep: number | null): Promise<number | null> {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const now = totpStep(atMs);
  for (const step of [now, now - 1, now + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    if ((await totpCode(secret, step)) === typed) return step;
  }
  return null;
}

/** What an authenticator app scans (a QR code of it) or takes typed in. */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${TOTP_STEP_SECONDS}`;
}
