import fs from 'node:fs';
import path from 'node:path';

// The federation shares './react-router-dom.js' as 'react-router-dom': a re-export list, so that the
// one router copy on the page is tree-shaken. A name an app imports that the list lacks would be
// undefined at run time (a shared module's exports are not checked at build time); this test is
// that check.

const REPO_ROOT = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shell/src', 'public-remote/src', 'admin-remote/src', 'shared-ui/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // Jest-only code (tests and their helpers) never goes through webpack's sharing.
    if (entry.isDirectory()) return ['node_modules', 'test', 'testing'].includes(entry.name) ? [] : sourceFiles(file);
    return /\.[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [file] : [];
  });
}

/** Value (not type-only) names imported from 'react-router-dom' in the apps' webpack-built code. */
function importedRouterNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(path.join(REPO_ROOT, dir)))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]react-router-dom['"]/g)) {
      if (match[1]) continue;
      const clause = match[2];
      const named = /\{([^}]*)\}/.exec(clause);
      if (clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim()) names.set(`(default or namespace import in ${file})`, [file]);
      for (const specifier of named?.[1].split(',') ?? []) {
        const name = specifier.trim();
        if (!name || name.startsWith('type ')) continue;
        const imported = name.split(/\s+as\s+/)[0];
        names.set(imported, [...(names.get(imported) ?? []), path.relative(REPO_ROOT, file)]);
      }
    }
  }
  return names;
}

function sharedRouterExports(): Set<string> {
  const source = fs.readFileSync(path.join(__dirname, 'react-router-dom.js'), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(source);
  if (!list) throw new Error('react-router-dom.js has no export list');
  return new Set(list[1].split(',').map((name) => name.trim()).filter(Boolean));
}

describe("the shared 'react-router-dom'", () => {
  it('exports every router name an app imports', () => {
    const shared = sharedRouterExports();
    const missing = [...importedRouterNames()].filter(([name]) => !shared.has(name));
    expect(missing).toEqual([]);
  });

  it('is what the federation config shares under that key', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { sharedDependencies } = require('./shared');
    const config = sharedDependencies()['react-router-dom'];
    expect(config).toMatchObject({ singleton: true, import: path.join(__dirname, 'react-router-dom.js') });
    expect(config.version).toBe(require('react-router-dom/package.json').version);
  });
});
