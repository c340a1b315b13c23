// The webpack config every app builds with: TypeScript/TSX through swc, CSS, content-hashed
// chunks, and the module-federation plugin with the one shared-dependency config.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared');

/**
 * @param {object} app
 * @param {string} app.name federation name, e.g. 'shell', 'public_remote'
 * @param {string} app.dir the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [app.exposes] modules a remote exposes
 * @param {boolean} [app.antd] share antd (admin only)
 * @param {string} [app.publicPath] '/' for the shell (deep links), 'auto' for remotes
 * @param {string|false} [app.html] HTML template for the page (shell, remote standalone harness)
 * @param {object} [app.federation] extra ModuleFederationPlugin options (runtimePlugins, ...)
 * @param {string} [app.entry] entry file, default src/index.ts
 */
function createWebpackConfig(app, env = {}, argv = {}) {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // Relative paths (exposes, entry) resolve from the app's folder, whatever the working directory.
    context: app.dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: { main: path.resolve(app.dir, app.entry ?? 'src/index.ts') },
    output: {
      path: path.resolve(app.dir, env.outDir ?? 'dist'),
      publicPath: app.publicPath ?? 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app.name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      // BUILD_LABEL tells deployments apart on screen (the independent-deploy e2e rebuilds with a new one).
      new DefinePlugin({
        'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? require(path.join(app.dir, 'package.json')).version),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes,
        shared: sharedDependencies({ antd: app.antd }),
        manifest: true,
        dts: false,
        ...app.federation,
      }),
      ...(app.html === false
        ? []
        : [new HtmlWebpackPlugin({ template: app.html ?? path.resolve(__dirname, 'index.html'), scriptLoading: 'defer' })]),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createWebpackConfig };
