import { AsyncLocalStorage } from 'node:async_hooks';
import { setHeadersOfRequest } from '@mfe/shared-ui';

// The server's own reads of the API for a page name the visitor whose page they are for, as this
// server's proxy does (X-Forwarded-For, which the API trusts through TRUST_PROXY): its per-address
// limits (search) then count each visitor, not this server.

export function createVisitorForwarding() {
  const visitor = new AsyncLocalStorage<string>();
  setHeadersOfRequest((): Record<string, string> => {
    const address = visitor.getStore();
    return address ? { 'X-Forwarded-For': address } : {};
  });
  return {
    /** Runs `work` with every API read it makes forwarded for `address` ('' names no one). */
    asVisitor<T>(address: string, work: () => T): T {
      return visitor.run(address, work);
    },
  };
}
