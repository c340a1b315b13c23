// Bearer tokens of the demo: random, kept in the browser's storage (a reload keeps the session),
// forgotten on logout or reset.
import { loadTokens, saveTokens, type KeyValueStorage } from '../db/persistence';

export interface TokenBook {
  issue(): string;
  isValid(token: string | null): boolean;
  revoke(token: string): void;
}

function randomToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function storedTokenBook(storage: KeyValueStorage): TokenBook {
  return {
    issue() {
      const tokens = loadTokens(storage);
      const token = randomToken();
      tokens.add(token);
      saveTokens(storage, tokens);
      return token;
    },
    isValid: (token) => token !== null && loadTokens(storage).has(token),
    revoke(token) {
      const tokens = loadTokens(storage);
      if (tokens.delete(token)) saveTokens(storage, tokens);
    },
  };
}
