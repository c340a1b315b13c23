import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './env';
import type { RemoteApp } from './remoteServers';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared.js is CommonJS without types (webpack configs require it)
const { contractRange } = require('@mfe/shared-ui/federation') as { contractRange(version: string): string };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the version the apps under test were built with
const BUILT_WITH: string = require('@mfe/shared-ui/package.json').version;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Where a remote's container declares its shared-ui, as webpack's federation plugin writes it into
 * remoteEntry.js: the version it provides (the share scope registration and the init options) and
 * the range it requires (the init options and the consume data the runtime checks, strictVersion).
 * A real build against another shared-ui differs in exactly these four places (compared once).
 */
function sharedUiDeclarations(version: string, range: string) {
  const v = escape(JSON.stringify(version));
  const r = escape(JSON.stringify(range));
  // Each pattern is (what comes before) the value (what comes after).
  return [
    { what: 'the provided version', pattern: new RegExp(`("@mfe\\/shared-ui",)${v}()`, 'g'), value: 'version' },
    { what: 'the init options version', pattern: new RegExp(`("@mfe\\/shared-ui":\\[\\{version:)${v}()`, 'g'), value: 'version' },
    {
      what: 'the init options range',
      pattern: new RegExp(`("@mfe\\/shared-ui":\\[\\{version:"[^"]*",get:.*?shareConfig:\\{[^}]*?requiredVersion:)${r}()`, 'g'),
      value: 'range',
    },
    {
      what: 'the consumed range',
      pattern: new RegExp(`(requiredVersion:)${r}(,strictVersion:!0,[^}]*?shareKey:"@mfe\\/shared-ui")`, 'g'),
      value: 'range',
    },
  ] as const;
}

/** Rewrites one remoteEntry.js as if built against shared-ui `version`; throws when the build's output no longer looks as expected. */
function declareSharedUi(file: string, version: string) {
  let code = fs.readFileSync(file, 'utf8');
  const given = { version: JSON.stringify(version), range: JSON.stringify(contractRange(version)) };
  for (const { what, pattern, value } of sharedUiDeclarations(BUILT_WITH, contractRange(BUILT_WITH))) {
    const found = code.match(pattern)?.length ?? 0;
    if (found !== 1)
      throw new Error(`${file}: ${what} of @mfe/shared-ui found ${found} times, not once (has the federation plugin's output changed?)`);
    code = code.replace(pattern, (_match, before: string, after: string) => `${before}${given[value]}${after}`);
  }
  fs.writeFileSync(file, code);
}

/**
 * A copy of a remote's built dist/ (browser and server containers) that declares another shared-ui
 * contract, as if it had been built against shared-ui `version`: a remote that another team built
 * after a major bump, without a rebuild here. The caller removes the folder.
 */
export function copyRemoteBuiltAgainstSharedUi(app: RemoteApp, version: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-shared-ui-${version}-`));
  try {
    fs.cpSync(path.join(REPO_ROOT, app, 'dist'), dir, { recursive: true });
    for (const entry of ['remoteEntry.js', 'server/remoteEntry.js']) {
      if (fs.existsSync(path.join(dir, entry))) declareSharedUi(path.join(dir, entry), version);
    }
    // The manifest says the same (the shell reads only its entry's name).
    const manifestFile = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    for (const shared of manifest.shared) {
      if (shared.name === '@mfe/shared-ui') Object.assign(shared, { version, requiredVersion: contractRange(version) });
    }
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    return dir;
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export { BUILT_WITH as SHARED_UI_BUILT_WITH, contractRange };
