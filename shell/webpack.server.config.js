// The shell's server bundle: its route table, layouts and App tree compiled for Node, plus the
// page server (src/server) that renders public routes through the remotes' server containers.
// No remote code is in it: those are loaded at run time over HTTP.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { buildLabelPlugin, typeScriptRule } = require('@mfe/shared-ui/webpack');
const { sharedDependencies } = require('@mfe/shared-ui/federation');

/**
 * The versions the shared modules are offered at (src/server/sharedModules.ts): those of the one
 * shared config, so that a server container's requirement (shared-ui's strictVersion range) is
 * checked against what the browser's shell would provide.
 */
const SHARED_VERSIONS = Object.fromEntries(Object.entries(sharedDependencies()).map(([key, share]) => [key, share.version]));

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
  // Fastify, its plugins and the server kit run as Node loads them too (they read files and
  // native modules of their own at run time).
  externals: {
    '@module-federation/runtime': 'commonjs @module-federation/runtime',
    fastify: 'commonjs fastify',
    '@fastify/reply-from': 'commonjs @fastify/reply-from',
    '@mfe/server-kit': 'commonjs @mfe/server-kit',
  },
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
  module: {
    rules: [
      typeScriptRule({ production: argv.mode !== 'development', target: 'es2022' }),
      { test: /\.css$/, loader: require.resolve('@mfe/shared-ui/ignore-css-loader') },
    ],
  },
  plugins: [new DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(SHARED_VERSIONS) }), buildLabelPlugin(__dirname)],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});
