// The public remote: the landing, product-type and catalogue screens, loaded by the shell at run time.
// `npm run build` makes the deployable dist/; `npm start` serves the standalone harness with the
// API proxied, so the public team can work without the shell.
const { createWebpackConfig, withExternalRuntime } = require('@mfe/shared-ui/webpack');

const PORT = Number(process.env.PUBLIC_REMOTE_PORT ?? 3001);
const API_ORIGIN = `http://localhost:${process.env.API_PORT ?? 4000}`;

// withExternalRuntime: remoteEntry.js uses the federation runtime core the shell provides.
module.exports = (env = {}, argv = {}) => withExternalRuntime({
  ...createWebpackConfig(
    {
      name: 'public_remote',
      dir: __dirname,
      // 'auto' finds chunks beside remoteEntry.js wherever it is deployed. The dev server's harness
      // has deep links (/product/...), where 'auto' would look under the page's folder instead.
      publicPath: env.WEBPACK_SERVE ? `http://localhost:${PORT}/` : 'auto',
      exposes: {
        './LandingPage': './src/features/landing/components/LandingPage.tsx',
        './ProductTypePage': './src/features/product-type/components/ProductTypePage.tsx',
        './CataloguePage': './src/features/catalogue/components/CataloguePage.tsx',
      },
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
}, env);
