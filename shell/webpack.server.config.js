// The shell's server bundle: its route table, layouts and App tree compiled for Node, plus the
// page server (src/server) that renders public routes through the remotes' server containers.
// No remote code is in it: those are loaded at run time over HTTP.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { buildLabelPlugin, typeScriptRule } = require('@mfe/shared-ui/webpack');

const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;

/** The versions the shared modules are offered at (src/server/sharedModules.ts). */
const SHARED_VERSIONS = {
  react: versionOf('react'),
  'react/jsx-runtime': versionOf('react'),
  'react-dom': versionOf('react-dom'),
  'react-dom/client': versionOf('react-dom'),
  'react-router-dom': versionOf('react-router-dom'),
  'react-redux': versionOf('react-redux'),
  '@reduxjs/toolkit': versionOf('@reduxjs/toolkit'),
  '@mfe/shared-ui': versionOf('@mfe/shared-ui'),
};

module.exports = (env = {}, argv = {}) => ({
  name: 'shell-server',
  mode: argv.mode === 'development' ? 'development' : 'production',
  context: __dirname,
  target: 'node20',
  devtool: false,
  entry: { 'shell-server': './src/server/index.ts' },
  output: {
    path: path.resolve(__dirname, env.serverOutDir ?? 'dist-server'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  // The federation runtime runs as Node loads it, as a host that webpack did not build.
  externals: { '@module-federation/runtime': 'commonjs @module-federation/runtime' },
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
  module: {
    rules: [
      typeScriptRule({ production: argv.mode !== 'development', target: 'es2022' }),
      { test: /\.css$/, loader: require.resolve('@mfe/shared-ui/ignore-css-loader') },
    ],
  },
  plugins: [
    new DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(SHARED_VERSIONS) }),
    buildLabelPlugin(__dirname),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});
