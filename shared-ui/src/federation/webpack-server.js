// A remote's SERVER container: the same exposed screens as its browser container, built for Node
// so that the shell's server can load it at run time over HTTP (module federation on the server)
// and render public pages. It is deployed beside the browser build, in dist/server/.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, UNSHARED_PACKAGE_ALIASES } = require('./shared');
const { buildLabelPlugin, typeScriptRule } = require('./webpack-base');

/** Where a remote's server container goes, relative to its browser build. */
const SERVER_DIR = 'server';

/**
 * @param {object} app
 * @param {string} app.name federation name, e.g. 'public_remote'
 * @param {string} app.dir the app's folder
 * @param {Record<string,string>} app.exposes the same modules the browser container exposes
 */
function createServerWebpackConfig(app, env = {}, argv = {}) {
  const production = argv.mode !== 'development';
  return {
    name: `${app.name}-server`,
    mode: production ? 'production' : 'development',
    context: app.dir,
    devtool: false,
    // async-node: chunks are loaded asynchronously, which the node runtime plugin turns into HTTP
    // fetches relative to the remote entry's URL, wherever the remote is deployed.
    target: 'async-node',
    entry: {},
    output: {
      path: path.resolve(app.dir, env.outDir ?? 'dist', SERVER_DIR),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: app.name,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: UNSHARED_PACKAGE_ALIASES,
    },
    module: {
      rules: [typeScriptRule({ production, target: 'es2022' }), { test: /\.css$/, loader: require.resolve('./ignore-css-loader.js') }],
    },
    plugins: [
      buildLabelPlugin(app.dir),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes,
        // The host (the shell's server) provides these as the very modules it renders with.
        shared: sharedDependencies(),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { asyncStartup: true },
        manifest: false,
        dts: false,
      }),
    ],
    optimization: { minimize: true },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerWebpackConfig, SERVER_DIR };
