import { RemoteUnavailableError } from './remoteUnavailableError';

// A remote configured by its mf-manifest.json. The shell's federation runtime has no manifest
// (snapshot) plugin, which cost every page 1.5 KB gzip; this is all of it the shell needs, and it
// loads only when runtime-config.json names a manifest.

/**
 * The remoteEntry.js a remote's mf-manifest.json names: metaData.remoteEntry under its publicPath,
 * or beside the manifest when that is 'auto'.
 */
export function entryFromManifest(manifestUrl: string, manifest: unknown): string {
  const meta = (manifest as { metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } } } | null)?.metaData;
  const name = meta?.remoteEntry?.name;
  if (!name) throw new RemoteUnavailableError(`${manifestUrl} is not a federation manifest (it has no metaData.remoteEntry)`);
  const base = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : '.', manifestUrl);
  const folder = meta.remoteEntry?.path ? `${meta.remoteEntry.path.replace(/\/+$/, '')}/` : '';
  return new URL(`${folder}${name}`, base).href;
}

/** Reads the manifest (never from the cache: a deployment replaces it in place) and the script it names. */
export async function entryOfManifest(manifestUrl: string): Promise<string> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new RemoteUnavailableError(`${manifestUrl} answered HTTP ${response.status}`);
  return entryFromManifest(manifestUrl, await response.json());
}
