import fs from 'node:fs';
import path from 'node:path';
import { inlineStyle, pageDocuments, type PageDocuments } from './pageDocument';

/** The shell's layout CSS: the chunk src/index.ts names 'bootstrap'. */
const LAYOUT_STYLES = /^bootstrap\.[0-9a-f]{8}\.css$/;
/** The chunk of src/bootstrap.tsx, which the entry loads first. */
const BOOTSTRAP_SCRIPT = /^bootstrap\.[0-9a-f]{8}\.js$/;
/** The entry script in index.html, whose folder is where the chunks are served. */
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]*\/)?main\.[0-9a-f]{8}\.js"><\/script>/;

export interface ShellBuild {
  documents: PageDocuments;
  /** The shell's own CSS the first paint needs, inlined. */
  styles: string;
}

interface ShellManifest {
  shared?: Array<{ assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The scripts the entry (main.js) loads at start-up, as the page links them: the bootstrap chunk
 * and the chunks of the shared packages the shell provides (its mf-manifest.json), which are the
 * ones the page uses (the shell's start-up takes them before any remote is registered). The
 * largest first.
 */
function startUpScripts(distDir: string, files: string[], template: string): string[] {
  const folder = ENTRY_SCRIPT.exec(template)?.[1];
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (folder === undefined || !fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ShellManifest;
  const shared = [...new Set((manifest.shared ?? []).flatMap((share) => share.assets?.js?.sync ?? []))].filter((name) => files.includes(name));
  const size = (name: string) => fs.statSync(path.join(distDir, name)).size;
  shared.sort((a, b) => size(b) - size(a));
  return [...files.filter((name) => BOOTSTRAP_SCRIPT.test(name)), ...shared].map((name) => `${folder}${name}`);
}

/** What the server's pages take from the shell's browser build (its dist folder). */
export function readShellBuild(distDir: string, basePath: string): ShellBuild {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = fs.readdirSync(distDir);
  const scripts = startUpScripts(distDir, files, template);
  return {
    documents: pageDocuments(template, basePath, scripts),
    styles: files
      .filter((name) => LAYOUT_STYLES.test(name))
      .map((name) => inlineStyle(name, fs.readFileSync(path.join(distDir, name), 'utf8')))
      .join(''),
  };
}
