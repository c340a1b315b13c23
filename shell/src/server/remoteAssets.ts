import { inlineStyle } from './pageDocument';
import { upstream } from './upstream';

// The CSS of a remote's screen, read from its BROWSER build's mf-manifest.json (deployed beside
// the server container): inlined into the server-rendered page, so it paints styled at once.

interface ManifestExpose {
  name: string;
  assets: { css: { sync: string[]; async: string[] } };
}

export interface RemoteAssets {
  /** `<style data-href>` elements for an exposed module of the remote deployed at `browserBase`. */
  stylesFor(browserBase: string, version: string, module: string): Promise<string>;
}

export function createRemoteAssets(timeoutMs: number): RemoteAssets {
  /** Per remote, the manifest of its deployed version only: an older one is never asked again. */
  const manifests = new Map<string, { version: string; exposes: Promise<ManifestExpose[]> }>();
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
    async stylesFor(browserBase, version, module) {
      let known = manifests.get(browserBase);
      if (known?.version !== version) {
        const reading = text(new URL('mf-manifest.json', browserBase).href).then(
          (json) => (JSON.parse(json) as { exposes?: ManifestExpose[] }).exposes ?? [],
        );
        known = { version, exposes: reading };
        manifests.set(browserBase, known);
        reading.catch(() => manifests.get(browserBase) === known && manifests.delete(browserBase));
      }
      const exposes = await known.exposes;
      const expose = exposes.find((candidate) => candidate.name === module);
      const names = expose ? [...expose.assets.css.sync, ...expose.assets.css.async] : [];
      const styles = await Promise.all(
        names.map(async (name) => {
          const css = await remembered(files, new URL(name, browserBase).href, () => text(new URL(name, browserBase).href));
          return inlineStyle(name, css);
        }),
      );
      return styles.join('');
    },
  };
}
