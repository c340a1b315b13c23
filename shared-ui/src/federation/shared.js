// The one shared-dependency config of the federation: every app's webpack config uses it, so the
// page has exactly one React, one router, one Redux store and one RTK Query api at run time.
// CommonJS because webpack configs require it.

const path = require('node:path');

function version(name) {
  const pkg = require(require.resolve(`${name}/package.json`, { paths: [__dirname] }));
  return pkg.version;
}

/**
 * The shared-ui versions a build accepts at run time: those of the contract it was built against,
 * i.e. the same major: '^1' (>=1.0.0 <2.0.0, as '^1.0.0' in fewer bytes of every remoteEntry.js);
 * below 1.0.0 semver's caret takes the minor as the breaking number: '^0.3'. Its own minor is not
 * required: minors only add to the contract (docs/architecture.md, "The contract's version"), so a
 * remote built after one still loads on a page whose shell predates it.
 */
function contractRange(contractVersion) {
  const [major, minor] = contractVersion.split('.').map(Number);
  return major > 0 ? `^${major}` : `^0.${minor}`;
}

/**
 * The shares whose module is a re-export list (./react-router-dom.js …) of the names the apps
 * import: webpack tree-shakes the rest of the package. The same list is in every app, so whichever
 * app provides it, every import is there; a name missing from a list is undefined at run time,
 * which shared.test.ts checks against every import.
 */
const TRIMMED_LISTS = {
  'react-router-dom': './react-router-dom.js',
  'react-redux': './react-redux.js',
  '@reduxjs/toolkit': './redux-toolkit.js',
};

function trimmed(name) {
  return { singleton: true, requiredVersion: `^${version(name)}`, import: require.resolve(TRIMMED_LISTS[name]), version: version(name) };
}

/** The package code behind each share (folders, or one file of a package), by share key. */
const SHARE_CODE = {
  react: [packageDir('react')],
  // With 'react-dom/client', a share of its own but the same package.
  'react-dom': [packageDir('react-dom'), packageDir('scheduler')],
  'react-router-dom': [packageDir('react-router')],
  'react-redux': [packageDir('react-redux'), packageDir('use-sync-external-store')],
  // Not dist/query: RTK Query is bundled with shared-ui, which imports it.
  '@reduxjs/toolkit': [packageFile('@reduxjs/toolkit', 'dist/redux-toolkit.modern.mjs'), packageDir('redux'), packageDir('redux-thunk')],
};

/**
 * A webpack splitChunks cache group per share: its package code (and its re-export list) in one
 * named chunk. Otherwise a share's provided copy, its fallback copy and its package code land in
 * separate chunks, and a page fetches several small ones: 14 files instead of 19 on the landing
 * page, about 1.4 KB gzip less.
 */
function sharedPackageChunks() {
  return Object.fromEntries(
    Object.entries(SHARE_CODE).map(([share, code]) => {
      const list = TRIMMED_LISTS[share] && require.resolve(TRIMMED_LISTS[share]);
      const inShare = (resource) => resource === list || code.some((prefix) => resource.startsWith(prefix));
      const name = share.replace(/^@/, '').replace(/\//g, '-');
      return [share, { name, test: (module) => Boolean(module.resource) && inShare(module.resource), chunks: 'async', enforce: true }];
    }),
  );
}

/**
 * The whole packages behind the trimmed lists, under names the share keys do not match (a list
 * importing '@reduxjs/toolkit' would consume itself). A webpack resolve.alias. react-router-dom's
 * list imports 'react-router', the package it re-exports, and needs none.
 */
const UNSHARED_PACKAGE_ALIASES = {
  '@mfe/unshared/@reduxjs/toolkit$': packageFile('@reduxjs/toolkit', 'dist/redux-toolkit.modern.mjs'),
  '@mfe/unshared/react-redux$': packageFile('react-redux', 'dist/react-redux.mjs'),
};

function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] })) + path.sep;
}

function packageFile(name, file) {
  return path.join(packageDir(name), file);
}

/**
 * @param {{ antd?: boolean }} [options] antd is shared only by apps that use it (the admin remote);
 * the shell and the public remote never load it.
 */
function sharedDependencies(options = {}) {
  // The version a share is provided at is given, not left to webpack to infer: the shell's server
  // offers its modules at the same versions (shell/webpack.server.config.js reads them here).
  const singleton = (name) => ({ singleton: true, requiredVersion: `^${version(name)}`, version: version(name) });
  const shared = {
    react: singleton('react'),
    // Every app's compiled JSX imports it: one copy on the page instead of one per app.
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    // A key of its own: antd's click-wave and static renderers import 'react-dom/client', which the
    // 'react-dom' key does not match, so without it every antd app bundled a second React DOM (65 KB gzip).
    'react-dom/client': singleton('react-dom'),
    // The router, Redux Toolkit and React Redux share the names the apps use (a re-export list), not
    // the whole package: a shared module is bundled whole otherwise.
    'react-router-dom': trimmed('react-router-dom'),
    'react-redux': trimmed('react-redux'),
    '@reduxjs/toolkit': trimmed('@reduxjs/toolkit'),
    // The contract: strictVersion, so that a remote built against another major fails to load (the
    // shell shows its unavailable panel, its server sends the client-rendered page) instead of
    // running on a copy whose exports differ. Not strict, the runtime only warns and uses it anyway.
    '@mfe/shared-ui': {
      singleton: true,
      strictVersion: true,
      requiredVersion: contractRange(version('@mfe/shared-ui')),
      version: version('@mfe/shared-ui'),
    },
  };
  if (options.antd) {
    shared.antd = singleton('antd');
  }
  return shared;
}

module.exports = { sharedDependencies, sharedPackageChunks, contractRange, UNSHARED_PACKAGE_ALIASES, packageFile };
