import fs from 'node:fs';
import path from 'node:path';
import { inlineStyle, pageDocuments, type PageDocuments } from './pageDocument';

/** The shell's layout CSS: the chunk src/index.ts names 'bootstrap'. */
const LAYOUT_STYLES = /^bootstrap\.[0-9a-f]{8}\.css$/;

export interface ShellBuild {
  documents: PageDocuments;
  /** The shell's own CSS the first paint needs, inlined. */
  styles: string;
}

/** What the server's pages take from the shell's browser build (its dist folder). */
export function readShellBuild(distDir: string, basePath: string): ShellBuild {
  return {
    documents: pageDocuments(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'), basePath),
    styles: fs
      .readdirSync(distDir)
      .filter((name) => LAYOUT_STYLES.test(name))
      .map((name) => inlineStyle(name, fs.readFileSync(path.join(distDir, name), 'utf8')))
      .join(''),
  };
}
