// The webpack config every app builds with: TypeScript/TSX through swc, CSS, content-hashed
// chunks, and the module-federation plugin with the one shared-dependency config.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { Compilation, DefinePlugin, NormalModuleReplacementPlugin, sources } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, sharedPackageChunks, UNSHARED_PACKAGE_ALIASES, packageFile } = require('./shared');

const THIRD_PARTY_LICENSES = 'third-party-licenses.txt';
const AXIOS_FETCH_ADAPTER_UNUSED = path.resolve(__dirname, 'axios-fetch-adapter-unused.js');
const REACT_ROUTER_PRODUCTION = packageFile('react-router', 'dist/production/index.mjs');

/**
 * process.env.BUILD_LABEL in the code: tells deployments apart on screen and in the server HTML
 * (the independent-deploy e2e tests rebuild with a new one); the package version without it.
 */
function buildLabelPlugin(appDir) {
  return new DefinePlugin({
    'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? require(path.join(appDir, 'package.json')).version),
  });
}

/** The marked scripts' least size: a smaller one compiles in little time, and each mark costs about 22 bytes gzip of the 170 KB budget. */
const COMPILE_HINT_MIN_BYTES = 30 * 1024;

/**
 * Marks an app's larger scripts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * Chromium 136+; a comment elsewhere): all of the file's functions are compiled with it, on the
 * script-streaming thread while it downloads, instead of on the main thread at each first call.
 * For the apps whose code runs when a page starts (the shell's start-up, a public screen's), where
 * most of it is called while the page hydrates: in alternating runs on four public pages with every
 * script marked, the main thread's own blocking time (TBT from thread time) averaged 7 ms against
 * 22 ms unmarked. Added after minification (which drops comments), before the content hashes are
 * final.
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || asset.source.size() < COMPILE_HINT_MIN_BYTES) continue;
          compilation.updateAsset(asset.name, (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
        }
      });
    });
  }
}

/** TypeScript and TSX through swc, for every build (browser and server): one place for the compiler's options. */
function typeScriptRule({ production, target }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}

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
 * @param {boolean} [app.compileHints] mark its larger scripts for eager compilation (CompileHintsPlugin)
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
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // The whole packages behind the trimmed shares (./shared.js). And react-router's package
      // exports point every bundler at its development build (warnings and invariant messages
      // kept): a production build takes the production one it also ships.
      alias: { ...UNSHARED_PACKAGE_ALIASES, ...(production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}) },
    },
    module: {
      rules: [
        typeScriptRule({ production, target: 'es2020' }),
        // Production: CSS in .css files (fetched in parallel, cached apart from the code, and not
        // parsed as JavaScript); each remote's runtime loads a chunk's CSS with the chunk. The dev
        // server injects style tags instead.
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
      // axios never picks its fetch adapter here (see the stand-in's comment), but imports it.
      new NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, AXIOS_FETCH_ADAPTER_UNUSED),
      buildLabelPlugin(app.dir),
      ...(production && app.compileHints ? [new CompileHintsPlugin()] : []),
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
        : [
            new HtmlWebpackPlugin({
              // The page is plain HTML: given as content, not as a template that html-webpack-plugin
              // compiles in a child compilation, which inherited the federation plugin and left
              // three unreferenced chunks (80 KB) in every dist.
              templateContent: fs.readFileSync(app.html ?? path.resolve(__dirname, 'index.html'), 'utf8'),
              scriptLoading: 'defer',
            }),
          ]),
    ],
    optimization: {
      // One chunk per shared package (./shared.js).
      splitChunks: { cacheGroups: sharedPackageChunks() },
      minimizer: [
        new MinimizerPlugin({
          // swc's minifier: about 1 KB gzip less than terser over the landing page's JavaScript.
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 4 }, mangle: true },
          // The third-party licence texts go to one file per app, not a banner pointing at a
          // .LICENSE.txt beside every chunk (as Angular's 3rdpartylicenses.txt).
          extractComments: { filename: THIRD_PARTY_LICENSES, banner: false },
        }),
        // The stylesheets too: a server-rendered page inlines its screen's and the shell's (about
        // 9 KB less HTML on a series page, 25 % less CSS to parse on a phone).
        new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.esbuildMinifyCss }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const HARNESS_RUNTIME_CORE_FILE = 'harness-runtime-core.js';

/** Puts the harness runtime core's script before the harness page's own scripts. */
class HarnessRuntimeCoreTagPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('HarnessRuntimeCoreTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('HarnessRuntimeCoreTagPlugin', (data) => {
        const src = `${data.publicPath ?? ''}${HARNESS_RUNTIME_CORE_FILE}`;
        data.assetTags.scripts.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src }));
        return data;
      });
    });
  }
}

/**
 * A remote's production build with federation's externalRuntime: its remoteEntry.js uses the
 * runtime core that the shell provides (inject-external-runtime-core-plugin) instead of carrying a
 * second copy, about 16 KB gzip less on every page that loads the remote. The standalone harness
 * page in dist/ has no shell, so a second, federation-free build puts the runtime core there
 * (harness-runtime-core.js, loaded before the harness's main.js). The dev server (`npm start`)
 * keeps the runtime bundled as before.
 * @returns {object | object[]} the webpack config(s) to export
 */
function withExternalRuntime(config, env = {}) {
  if (env.WEBPACK_SERVE) return config;
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  federation._options.experiments = { ...federation._options.experiments, externalRuntime: true };
  config.name = config.name ?? config.output.uniqueName;
  const hasHarness = config.plugins.some((plugin) => plugin instanceof HtmlWebpackPlugin);
  if (!hasHarness) return config;
  config.plugins.push(new HarnessRuntimeCoreTagPlugin());
  const harnessRuntimeCore = {
    name: `${config.name}-harness-runtime-core`,
    // After the app's build, whose output.clean would otherwise remove this file.
    dependencies: [config.name],
    mode: config.mode,
    context: __dirname,
    devtool: false,
    entry: { 'harness-runtime-core': path.resolve(__dirname, HARNESS_RUNTIME_CORE_FILE) },
    output: { path: config.output.path, filename: HARNESS_RUNTIME_CORE_FILE, clean: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return [config, harnessRuntimeCore];
}

module.exports = { createWebpackConfig, withExternalRuntime, typeScriptRule, buildLabelPlugin };
