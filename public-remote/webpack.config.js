// The public remote: the landing, product-type, catalogue and search results screens, loaded by the shell at run time.
// `npm run build` makes the deployable dist/; `npm start` serves the standalone harness with the
// API proxied, so the public team can work without the shell.
const { createWebpackConfig, withExternalRuntime } = require('@mfe/shared-ui/webpack');
const { createServerWebpackConfig } = require('@mfe/shared-ui/webpack-server');

const PORT = Number(process.env.PUBLIC_REMOTE_PORT ?? 3001);
const API_ORIGIN = `http://localhost:${process.env.API_PORT ?? 4000}`;

/** The screens the shell loads, in the browser and (server container, dist/server/) on its server. */
const EXPOSES = {
  './LandingPage': './src/features/landing/components/LandingPage.tsx',
  './ProductTypePage': './src/features/product-type/components/ProductTypePage.tsx',
  './CataloguePage': './src/features/catalogue/components/CataloguePage.tsx',
  './SearchPage': './src/features/search/components/SearchPage.tsx',
  './SeriesPage': './src/features/series/components/SeriesPage.tsx',
  // The compare view (issue 24): its own exposed module, so only the compare page loads its code.
  './ComparePage': './src/features/compare/components/ComparePage.tsx',
  // Its message catalogue (issue 22): the shell loads the page's dictionary before it hydrates.
  './messages': './src/messages/messages.ts',
};

/** The server container's modules: each screen with its preparePage (data, status and head for the shell's server). */
const SERVER_EXPOSES = {
  './LandingPage': './src/server/landingPage.server.ts',
  './ProductTypePage': './src/server/productTypePage.server.ts',
  './CataloguePage': './src/server/cataloguePage.server.ts',
  './SearchPage': './src/server/searchPage.server.ts',
  './SeriesPage': './src/server/seriesPage.server.ts',
  './ComparePage': './src/server/comparePage.server.ts',
};

// withExternalRuntime: remoteEntry.js uses the federation runtime core the shell provides.
const browserConfig = (env, argv) =>
  withExternalRuntime(
    {
      ...createWebpackConfig(
        {
          name: 'public_remote',
          dir: __dirname,
          compileHints: true,
          // 'auto' finds chunks beside remoteEntry.js wherever it is deployed. The dev server's harness
          // has deep links (/product/...), where 'auto' would look under the page's folder instead.
          publicPath: env.WEBPACK_SERVE ? `http://localhost:${PORT}/` : 'auto',
          exposes: EXPOSES,
          // A browser-only remote with no remotes of its own: the runtime's snapshot (manifest) plugin
          // and node branches can go, about 3 KB gzip off remoteEntry.js on every public page.
          federation: { experiments: { optimization: { disableSnapshot: true, target: 'web' } } },
        },
        env,
        argv,
      ),
      devServer: {
        port: PORT,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/storage'], target: API_ORIGIN }],
      },
    },
    env,
  );

/**
 * Chunks shared by the screens are split out only among the screens themselves: the harness
 * (src/harness, main.js) bundles every screen too, and counting it split a screen's own code into
 * an extra file once that code passed webpack's minimum size, which each page then downloads.
 */
function splitAmongScreensOnly(config) {
  const { splitChunks } = config.optimization;
  splitChunks.cacheGroups.default = {
    minChunks: 2,
    priority: -20,
    reuseExistingChunk: true,
    chunks: (chunk) => chunk.name?.startsWith('__federation_expose_') ?? false,
  };
}

module.exports = (env = {}, argv = {}) => {
  const browser = browserConfig(env, argv);
  splitAmongScreensOnly([].concat(browser)[0]);
  // The dev server serves the browser container only.
  if (env.WEBPACK_SERVE) return browser;
  const server = createServerWebpackConfig({ name: 'public_remote', dir: __dirname, exposes: SERVER_EXPOSES }, env, argv);
  // After the browser build, whose output.clean would remove dist/server.
  server.dependencies = [[].concat(browser)[0].name];
  return [].concat(browser, server);
};
