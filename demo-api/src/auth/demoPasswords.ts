// The demo's password hashing (issue 23, the core's PasswordHashing): PBKDF2-SHA-256 of WebCrypto,
// as a browser has it. DEMO-ONLY: its accounts live in the browser's own storage, where anyone at
// that browser reads them anyway; the count is low so that a login stays quick. The API uses argon2id.
import type { PasswordHashing } from '@mfe/catalogue-core';

const ITERATIONS = 20_000;
const PREFIX = 'pbkdf2-sha256';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOf = (text: string) => new Uint8Array((text.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await globalThis.crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return hex(new Uint8Array(bits));
}

/** A salt for the checks of no account: they cost the time of a real one. */
const NO_ACCOUNT_SALT = new Uint8Array(16);

export const demoPasswords: PasswordHashing = {
  /** 'pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>'. */
  async hash(password) {
    const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
    return `${PREFIX}$${ITERATIONS}$${hex(salt)}$${await derive(password, salt, ITERATIONS)}`;
  },

  async verify(hashed, password) {
    const [prefix, iterations, salt, expected] = hashed?.split('$') ?? [];
    if (prefix !== PREFIX || !salt || !expected) {
      await derive(password, NO_ACCOUNT_SALT, ITERATIONS);
      return false;
    }
    return (await derive(password, bytesOf(salt), Number(iterations))) === expected;
  },
};
