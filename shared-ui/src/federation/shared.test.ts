import fs from 'node:fs';
import path from 'node:path';

// The federation shares 'react-router-dom', 'react-redux' and '@reduxjs/toolkit' as re-export
// lists, so that the one copy of each on the page is tree-shaken. A name an app or a bundled
// library imports that its list lacks would be undefined at run time (a shared module's exports
// are not checked at build time); this test is that check.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared.js is CommonJS without types (webpack configs require it)
const { sharedDependencies, UNSHARED_PACKAGE_ALIASES } = require('./shared');

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

// The shell's server bundle (shell/src/server) is no federation container: it bundles the whole packages.
const SHELL_SERVER = path.join(REPO_ROOT, 'shell/src/server') + path.sep;
const appFiles = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(REPO_ROOT, dir))).filter((file) => !file.startsWith(SHELL_SERVER));

function packageFile(name: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
}

/** The bundled library files that import a trimmed package themselves (RTK Query, as webpack resolves it). */
const LIBRARY_IMPORTERS: Record<string, string[]> = {
  'react-router-dom': [],
  'react-redux': [packageFile('@reduxjs/toolkit', 'dist/query/react/rtk-query-react.modern.mjs')],
  '@reduxjs/toolkit': [
    packageFile('@reduxjs/toolkit', 'dist/query/rtk-query.modern.mjs'),
    packageFile('@reduxjs/toolkit', 'dist/query/react/rtk-query-react.modern.mjs'),
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value (not type-only) names imported from `pkg` in `files`, each with the files importing it. */
function importedNames(pkg: string, files: string[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const statement = new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${escape(pkg)}['"]`, 'g');
  for (const file of files) {
    const where = path.relative(REPO_ROOT, file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(statement)) {
      if (match[1]) continue;
      const clause = match[2];
      const named = /\{([^}]*)\}/.exec(clause);
      if (
        clause
          .replace(/\{[^}]*\}/, '')
          .replace(/,/g, '')
          .trim()
      )
        names.set(`(default or namespace import in ${where})`, [where]);
      for (const specifier of named?.[1].split(',') ?? []) {
        const name = specifier.trim();
        if (!name || name.startsWith('type ')) continue;
        const imported = name.split(/\s+as\s+/)[0];
        names.set(imported, [...(names.get(imported) ?? []), where]);
      }
    }
  }
  return names;
}

function listedExports(file: string): Set<string> {
  const list = /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/.exec(fs.readFileSync(file, 'utf8'));
  if (!list) throw new Error(`${file} has no export list`);
  return new Set(
    list[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe.each(Object.keys(LIBRARY_IMPORTERS))("the shared '%s'", (pkg) => {
  const config = sharedDependencies()[pkg];

  it('is a singleton re-export list with the package version', () => {
    expect(config).toMatchObject({ singleton: true, version: JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version });
    expect(path.dirname(config.import)).toBe(__dirname);
  });

  it('exports every name an app imports', () => {
    const listed = listedExports(config.import);
    const missing = [...importedNames(pkg, appFiles)].filter(([name]) => !listed.has(name));
    expect(missing).toEqual([]);
  });

  it('exports every name a bundled library imports', () => {
    const listed = listedExports(config.import);
    for (const file of LIBRARY_IMPORTERS[pkg]) expect(fs.existsSync(file)).toBe(true);
    const missing = [...importedNames(pkg, LIBRARY_IMPORTERS[pkg])].filter(([name]) => !listed.has(name));
    expect(missing).toEqual([]);
  });

  it('re-exports from the whole package, under a name its share key does not match', () => {
    const source = /from\s*'([^']+)'/.exec(fs.readFileSync(config.import, 'utf8'))?.[1];
    expect(source).not.toBe(pkg);
    if (source?.startsWith('@mfe/unshared/')) expect(fs.existsSync(UNSHARED_PACKAGE_ALIASES[`${source}$`])).toBe(true);
  });
});

it('catches a missing name (the check can fail)', () => {
  const names = importedNames('@reduxjs/toolkit', LIBRARY_IMPORTERS['@reduxjs/toolkit']);
  expect(names.has('createAsyncThunk')).toBe(true);
  expect(names.has('isPlainObject')).toBe(true);
});

describe('sharedPackageChunks', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- shared.js is CommonJS without types (webpack configs require it)
  const { sharedPackageChunks } = require('./shared');
  const groups = sharedPackageChunks();
  const inGroup = (share: string, resource?: string) => groups[share].test({ resource });
  const file = (name: string, inside: string) => packageFile(name, inside);

  it('puts each list and the package code behind it in one named chunk', () => {
    expect(groups['@reduxjs/toolkit']).toMatchObject({ name: 'reduxjs-toolkit', chunks: 'async', enforce: true });
    expect(inGroup('@reduxjs/toolkit', path.join(__dirname, 'redux-toolkit.js'))).toBe(true);
    expect(inGroup('@reduxjs/toolkit', file('@reduxjs/toolkit', 'dist/redux-toolkit.modern.mjs'))).toBe(true);
    expect(inGroup('@reduxjs/toolkit', file('redux', 'dist/redux.mjs'))).toBe(true);
    expect(inGroup('react-redux', file('use-sync-external-store', 'with-selector.js'))).toBe(true);
    expect(inGroup('react-router-dom', file('react-router', 'dist/production/index.mjs'))).toBe(true);
    expect(inGroup('react-dom', file('react-dom', 'client.js'))).toBe(true);
    expect(inGroup('react-dom', file('scheduler', 'index.js'))).toBe(true);
  });

  it('leaves RTK Query, other packages and generated modules out', () => {
    expect(inGroup('@reduxjs/toolkit', file('@reduxjs/toolkit', 'dist/query/rtk-query.modern.mjs'))).toBe(false);
    expect(inGroup('react-redux', file('react', 'index.js'))).toBe(false);
    expect(inGroup('react', file('react-redux', 'dist/react-redux.mjs'))).toBe(false);
    expect(inGroup('react-router-dom', undefined)).toBe(false);
  });
});

describe("the shared '@mfe/shared-ui' (the contract)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- shared.js is CommonJS without types (webpack configs require it)
  const { contractRange } = require('./shared');
  const builtWith = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).version as string;

  it('is a strict singleton at the package version, requiring the major the app was built with', () => {
    const major = Number(builtWith.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(1);
    expect(sharedDependencies()['@mfe/shared-ui']).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${major}`,
      version: builtWith,
    });
    expect(sharedDependencies({ antd: true })['@mfe/shared-ui']).toEqual(sharedDependencies()['@mfe/shared-ui']);
  });

  it.each([
    ['1.0.0', '^1'],
    ['1.4.2', '^1'],
    ['2.0.0', '^2'],
    ['12.3.0', '^12'],
    // Below 1.0.0 the minor is the breaking number.
    ['0.3.1', '^0.3'],
  ])('built with %s, accepts %s', (version, range) => {
    expect(contractRange(version)).toBe(range);
  });

  it('the range is read as the federation runtime reads it: the same major, any later minor or patch, no other major', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime's own semver check (what a remote's load runs)
    const { satisfy } = require('@module-federation/enhanced/runtime') as { satisfy(version: string, range: string): boolean };
    const accepts = (builtWith: string, provided: string) => satisfy(provided, contractRange(builtWith));
    expect([accepts('1.4.2', '1.0.0'), accepts('1.0.0', '1.9.3'), accepts('1.0.0', '1.0.0')]).toEqual([true, true, true]);
    expect([accepts('2.0.0', '1.9.3'), accepts('1.0.0', '2.0.0'), accepts('1.0.0', '0.9.0')]).toEqual([false, false, false]);
    expect([accepts('0.3.1', '0.3.0'), accepts('0.3.0', '0.4.0'), accepts('0.3.0', '0.2.9')]).toEqual([true, false, false]);
  });

  it('every share is given the version of its package (the shell server offers its modules at these)', () => {
    const versionOf = (name: string) => JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
    const packages: Record<string, string> = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };
    for (const [key, share] of Object.entries<{ version: string }>(sharedDependencies({ antd: true }))) {
      expect([key, share.version]).toEqual([key, versionOf(packages[key] ?? key)]);
    }
  });
});
