import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readShellBuild } from './shellBuild';

// What the server's pages take from the shell's build: its layout CSS and the start-up scripts
// the pages preload (start-up-scripts.json, written by webpack.config.js's StartUpScriptsPlugin).

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Mitra Presisi Teknik</title>' +
  '<script defer="defer" src="/demo/main.63909747.js"></script></head><body><div id="root"></div></body></html>';

function distWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);

describe('readShellBuild', () => {
  it('preloads the listed start-up scripts from the entry’s folder, in the listed order', () => {
    const dir = distWith({
      'index.html': INDEX,
      'bootstrap.1a2b3c4d.css': '.layout{display:flex}',
      'start-up-scripts.json': JSON.stringify(['react-dom.5e6f7a8b.js', 'bootstrap.1a2b3c4d.js', '../../etc/passwd', 42]),
    });
    const build = readShellBuild(dir, '/demo');
    expect(build.styles).toBe('<style data-href="bootstrap.1a2b3c4d.css">.layout{display:flex}</style>');
    expect(preloads(build.documents.clientRendered())).toEqual(['/demo/react-dom.5e6f7a8b.js', '/demo/bootstrap.1a2b3c4d.js']);
    const page = build.documents.serverRendered({
      locale: 'en',
      headTags: '<title>x</title>',
      styles: '',
      markup: '',
      handover: { config: {}, api: {}, screen: null, url: '/demo/' },
      preloads: ['http://localhost:3001/remoteEntry.js'],
    });
    // The server-rendered page requests them at its load event (pageDocument.test.ts).
    expect(page).toContain('["/demo/react-dom.5e6f7a8b.js","/demo/bootstrap.1a2b3c4d.js","http://localhost:3001/remoteEntry.js"]');
  });

  it('preloads nothing more without the list', () => {
    const build = readShellBuild(distWith({ 'index.html': INDEX }), '/demo');
    expect(preloads(build.documents.clientRendered())).toEqual([]);
  });
});
