import fs from 'node:fs';
import path from 'node:path';
import { inlineStyle, pageDocuments, type PageDocuments } from './pageDocument';

/** The shell's layout CSS: the chunk src/index.ts names 'bootstrap'. */
const LAYOUT_STYLES = /^bootstrap\.[0-9a-f]{8}\.css$/;
/** The entry script in index.html, whose folder is where the chunks are served. */
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]*\/)?main\.[0-9a-f]{8}\.js"><\/script>/;
/** The scripts the entry loads at start-up, listed by the build (webpack.config.js, StartUpScriptsPlugin). */
const START_UP_SCRIPTS_FILE = 'start-up-scripts.json';

export interface ShellBuild {
  documents: PageDocuments;
  /** The shell's own CSS the first paint needs, inlined. */
  styles: string;
}

/**
 * The scripts the entry (main.js) loads at start-up, as the page links them: the chunks of the
 * shared packages the shell provides and of bootstrap, the largest first. None when the build has
 * no list (the pages then load them as before, after the entry).
 */
function startUpScripts(distDir: string, template: string): string[] {
  const folder = ENTRY_SCRIPT.exec(template)?.[1];
  const list = path.join(distDir, START_UP_SCRIPTS_FILE);
  if (folder === undefined || !fs.existsSync(list)) return [];
  const scripts = JSON.parse(fs.readFileSync(list, 'utf8')) as unknown;
  if (!Array.isArray(scripts)) return [];
  return scripts.filter((name): name is string => typeof name === 'string' && /^[\w.-]+\.js$/.test(name)).map((name) => `${folder}${name}`);
}

/** What the server's pages take from the shell's browser build (its dist folder). */
export function readShellBuild(distDir: string, basePath: string): ShellBuild {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = fs.readdirSync(distDir);
  const scripts = startUpScripts(distDir, template);
  return {
    documents: pageDocuments(template, basePath, scripts),
    styles: files
      .filter((name) => LAYOUT_STYLES.test(name))
      .map((name) => inlineStyle(name, fs.readFileSync(path.join(distDir, name), 'utf8')))
      .join(''),
  };
}

/**
 * The shell's build as it is now: read again when it is redeployed in place (its index.html
 * changes), calling `onRead` then, since pages made with the build read before link its old files.
 */
export function currentShellBuild(distDir: string, basePath: string, onRead: () => void): () => ShellBuild {
  const indexFile = path.join(distDir, 'index.html');
  let shell: (ShellBuild & { mtimeMs: number }) | null = null;
  return () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== shell?.mtimeMs) {
      shell = { mtimeMs, ...readShellBuild(distDir, basePath) };
      onRead();
    }
    return shell;
  };
}
