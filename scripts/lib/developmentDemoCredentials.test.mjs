// A development build pre-fills the admin's login form as the demo does, through the runtime config:
// the shell's dev server emits the demo admin into its runtime-config.json and the admin harness's
// runtime config gets it from its build; a production build of either carries none.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from './apps.mjs';
import { DEMO_CREDENTIALS } from './demoBundle.mjs';

const require = createRequire(import.meta.url);
const PUBLIC_RUNTIME_CONFIG = path.join(REPO_ROOT, 'shell/public/runtime-config.json');

/** The webpack configs of an app for a mode, as webpack-cli gets them (one, or a list). */
function configs(app, mode) {
  return [].concat(require(path.join(REPO_ROOT, app, 'webpack.config.js'))({}, { mode }));
}

/** The runtime-config.json the shell's build emits in a mode. */
function shellRuntimeConfig(mode) {
  const emitPublic = configs('shell', mode)[0].plugins.find((plugin) => plugin.constructor.name === 'EmitPublicFolderPlugin');
  return emitPublic.content('runtime-config.json', fs.readFileSync(PUBLIC_RUNTIME_CONFIG)).toString('utf8');
}

/** What the admin's build puts in place of process.env.ADMIN_HARNESS_DEMO_CREDENTIALS in a mode. */
function harnessCredentials(mode) {
  const define = configs('admin-remote', mode)[0].plugins.find(
    (plugin) => plugin.constructor.name === 'DefinePlugin' && 'process.env.ADMIN_HARNESS_DEMO_CREDENTIALS' in plugin.definitions,
  );
  return define.definitions['process.env.ADMIN_HARNESS_DEMO_CREDENTIALS'];
}

describe("a development build's demo credentials", () => {
  it("are in the shell's development runtime-config.json, with the rest of it as public/ has it", () => {
    assert.deepEqual(JSON.parse(shellRuntimeConfig('development')), {
      ...JSON.parse(fs.readFileSync(PUBLIC_RUNTIME_CONFIG, 'utf8')),
      demoCredentials: DEMO_CREDENTIALS,
    });
  });

  it("are not in the shell's production runtime-config.json (emitted as public/ has it)", () => {
    assert.equal(shellRuntimeConfig('production'), fs.readFileSync(PUBLIC_RUNTIME_CONFIG, 'utf8'));
  });

  it("are the admin harness's in a development build only", () => {
    assert.deepEqual(JSON.parse(JSON.parse(harnessCredentials('development'))), DEMO_CREDENTIALS);
    assert.equal(harnessCredentials('production'), 'undefined');
  });
});
