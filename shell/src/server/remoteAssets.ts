import { entryFromManifest } from '../federation/manifestEntry';
import { isManifestUrl } from '../federation/remoteRegistry';
import { inlineStyle } from './pageDocument';
import { upstream } from './upstream';

// The CSS of a remote's screen, read from its BROWSER build's mf-manifest.json (deployed beside
// the server container): inlined into the server-rendered page, so it paints styled at once. And
// the scripts the browser will load for the screen (the remote's entry and the screen's chunks),
// which the page preloads.

interface ManifestExpose {
  name: string;
  assets: { css: { sync: string[]; async: string[] }; js?: { sync?: string[] } };
}

interface Manifest {
  metaData?: unknown;
  exposes?: ManifestExpose[];
}

export interface ScreenAssets {
  /** `<style data-href>` elements of the screen's CSS. */
  styles: string;
  /**
   * The URLs the browser loads the screen's scripts from: the remote's remoteEntry.js, then the
   * exposed module's own chunks (not its lazy ones). Empty when the browser's entry URL is neither
   * absolute nor site-absolute.
   */
  scripts: string[];
}

export interface RemoteAssets {
  /**
   * The assets of an exposed module of the remote deployed at `browserBase` (as this server reaches
   * it), whose entry the browser is configured with as `browserEntry`.
   */
  assetsFor(browserBase: string, version: string, module: string, browserEntry?: string): Promise<ScreenAssets>;
}

const SITE_ABSOLUTE_BASE = 'http://site.invalid';

/**
 * Where the browser finds the remote's entry and the module's chunks, resolved as the federation
 * runtime does: the entry a configured manifest names, and the chunks beside the entry (the remote's
 * publicPath is 'auto') or under the manifest's publicPath.
 */
export function screenScripts(browserEntry: string, manifest: Manifest, expose: ManifestExpose | undefined): string[] {
  const siteAbsolute = browserEntry.startsWith('/') && !browserEntry.startsWith('//');
  if (!siteAbsolute && !/^https?:\/\//i.test(browserEntry)) return [];
  const absolute = new URL(browserEntry, SITE_ABSOLUTE_BASE).href;
  const entry = isManifestUrl(absolute) ? entryFromManifest(absolute, manifest) : absolute;
  const publicPath = (manifest.metaData as { publicPath?: string } | undefined)?.publicPath;
  const chunkBase = publicPath && publicPath !== 'auto' ? new URL(publicPath, entry).href : entry;
  const urls = [entry, ...(expose?.assets.js?.sync ?? []).map((name) => new URL(name, chunkBase).href)];
  return siteAbsolute ? urls.map((url) => url.slice(SITE_ABSOLUTE_BASE.length)) : urls;
}

export function createRemoteAssets(timeoutMs: number): RemoteAssets {
  /** Per remote, the manifest of its deployed version only: an older one is never asked again. */
  const manifests = new Map<string, { version: string; manifest: Promise<Manifest> }>();
  /** Content-hashed file names: a file's text never changes under its name. */
  const files = new Map<string, Promise<string>>();

  function remembered<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let value = cache.get(key);
    if (!value) {
      value = load();
      value.catch(() => cache.delete(key));
      if (cache.size > 200) cache.clear();
      cache.set(key, value);
    }
    return value;
  }

  async function text(url: string): Promise<string> {
    const answer = await upstream(url, { timeoutMs });
    if (answer.status !== 200) throw new Error(`GET ${url}: HTTP ${answer.status}`);
    return answer.body.toString('utf8');
  }

  return {
    async assetsFor(browserBase, version, module, browserEntry) {
      let known = manifests.get(browserBase);
      if (known?.version !== version) {
        const reading = text(new URL('mf-manifest.json', browserBase).href).then((json) => JSON.parse(json) as Manifest);
        known = { version, manifest: reading };
        manifests.set(browserBase, known);
        reading.catch(() => manifests.get(browserBase) === known && manifests.delete(browserBase));
      }
      const manifest = await known.manifest;
      const expose = (manifest.exposes ?? []).find((candidate) => candidate.name === module);
      const names = expose ? [...expose.assets.css.sync, ...expose.assets.css.async] : [];
      const styles = await Promise.all(
        names.map(async (name) => {
          const css = await remembered(files, new URL(name, browserBase).href, () => text(new URL(name, browserBase).href));
          return inlineStyle(name, css);
        }),
      );
      let scripts: string[] = [];
      try {
        scripts = browserEntry ? screenScripts(browserEntry, manifest, expose) : [];
      } catch {
        // A manifest without the entry's name: the page goes without these preloads.
      }
      return { styles: styles.join(''), scripts };
    },
  };
}
