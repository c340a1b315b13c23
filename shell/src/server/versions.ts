import { latest } from './latest';
import { upstream, upstreamJson } from './upstream';

// The two versions the server's caches are valid for: the catalogue's (GET /api/catalog/version,
// changed by every admin edit) and each remote's deployed server entry (its ETag, changed by a
// redeploy). Each is read once per batch of requests (latest.ts), so the next request after a
// change sees it.

export interface Versions {
  /** The catalogue's version; rejects when the API cannot say. */
  catalogue(): Promise<string>;
  /** The deployed version of the server entry at `entry`; rejects when it is not there. */
  entry(entry: string): Promise<string>;
}

export function createVersions(apiUrl: string, timeoutMs: number): Versions {
  const catalogue = latest(async () => {
    const body = await upstreamJson<{ data: { version: string } }>(`${apiUrl}/api/catalog/version`, timeoutMs);
    return body.data.version;
  });
  const entryVersions = new Map<string, () => Promise<string>>();
  function entry(entry: string): Promise<string> {
    let read = entryVersions.get(entry);
    if (!read) {
      read = latest(async () => {
        const answer = await upstream(entry, { method: 'HEAD', timeoutMs });
        if (answer.status !== 200) throw new Error(`HEAD ${entry}: HTTP ${answer.status}`);
        return String(answer.headers.etag ?? answer.headers['last-modified'] ?? '');
      });
      entryVersions.set(entry, read);
    }
    return read();
  }
  return { catalogue, entry };
}
