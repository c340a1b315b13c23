// The secrets staff hold (issue 23): bearer tokens and set-password links' tokens, random, and kept
// by the stores only as their SHA-256 (a leaked table opens nothing). WebCrypto: the same in Node and
// the browser, so the API's token check (api/src/lib/auth.ts) finds the hash the core stored.

/** 32 random bytes as 64 hex digits. */
export function secretToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The SHA-256 of a token's text, as 64 hex digits. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
