// The one shared-dependency config of the federation: every app's webpack config uses it, so the
// page has exactly one React, one router, one Redux store and one RTK Query api at run time.
// CommonJS because webpack configs require it.

function version(name) {
  const pkg = require(require.resolve(`${name}/package.json`, { paths: [__dirname] }));
  return pkg.version;
}

/**
 * @param {{ antd?: boolean }} [options] antd is shared only by apps that use it (the admin remote);
 * the shell and the public remote never load it.
 */
function sharedDependencies(options = {}) {
  const singleton = (name) => ({ singleton: true, requiredVersion: `^${version(name)}` });
  const shared = {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    // A key of its own: antd's click-wave and static renderers import 'react-dom/client', which the
    // 'react-dom' key does not match, so without it every antd app bundled a second React DOM (65 KB gzip).
    'react-dom/client': { singleton: true, requiredVersion: `^${version('react-dom')}` },
    // The router API the apps use (./react-router-dom.js), not the whole package: tree-shaken, and
    // the same list in every app, so whichever app provides it, every import is there.
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: require.resolve('./react-router-dom.js'),
      version: version('react-router-dom'),
    },
    'react-redux': singleton('react-redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    '@mfe/shared-ui': { singleton: true, requiredVersion: `^${version('@mfe/shared-ui')}` },
  };
  if (options.antd) {
    shared.antd = singleton('antd');
  }
  return shared;
}

module.exports = { sharedDependencies };
