// The admin remote: its screens exposed to the shell, and a standalone harness for the admin team.
const { DefinePlugin } = require('webpack');
const { createWebpackConfig, withExternalRuntime } = require('@mfe/shared-ui/webpack');
const { developmentDemoCredentials } = require('@mfe/shared-ui/dev-demo-credentials');

const port = Number(process.env.ADMIN_REMOTE_PORT ?? 3002);
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.API_PORT ?? 4000}`;

module.exports = (env = {}, argv = {}) => {
  const demoCredentials = developmentDemoCredentials(argv);
  const config = createWebpackConfig(
    {
      name: 'admin_remote',
      dir: __dirname,
      publicPath: 'auto',
      antd: true,
      exposes: {
        './LoginPage': './src/exposes/LoginPage.tsx',
        './DashboardPage': './src/exposes/DashboardPage.tsx',
        './AreaListPage': './src/exposes/AreaListPage.tsx',
        './AreaFormPage': './src/exposes/AreaFormPage.tsx',
        './LoginDialog': './src/exposes/LoginDialog.tsx',
        './InquiryListPage': './src/exposes/InquiryListPage.tsx',
        './InquiryDetailPage': './src/exposes/InquiryDetailPage.tsx',
        './SettingsPage': './src/exposes/SettingsPage.tsx',
        './ActivityPage': './src/exposes/ActivityPage.tsx',
        './UserListPage': './src/exposes/UserListPage.tsx',
        './UserCreatePage': './src/exposes/UserCreatePage.tsx',
        './UserDetailPage': './src/exposes/UserDetailPage.tsx',
        './AccountPage': './src/exposes/AccountPage.tsx',
        './SetPasswordPage': './src/exposes/SetPasswordPage.tsx',
        './ForgotPasswordPage': './src/exposes/ForgotPasswordPage.tsx',
      },
    },
    env,
    argv,
  );
  config.plugins.push(
    // The standalone harness only: where its API lives ('' = same origin through the dev-server proxy),
    // and in a development build the demo credentials its runtime config pre-fills the login form with
    // (none in a production build: no production bundle holds the password).
    new DefinePlugin({
      'process.env.ADMIN_HARNESS_API_BASE': JSON.stringify(process.env.ADMIN_HARNESS_API_BASE ?? ''),
      'process.env.ADMIN_HARNESS_DEMO_CREDENTIALS': demoCredentials ? JSON.stringify(JSON.stringify(demoCredentials)) : 'undefined',
    }),
  );
  config.devServer = {
    port,
    historyApiFallback: true,
    hot: false,
    // The shell on another port loads remoteEntry.js and chunks from here.
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/storage'], target: apiTarget, changeOrigin: true }],
    static: false,
    client: { overlay: { warnings: false } },
  };
  // antd is a shared singleton, and a shared module is normally bundled whole (1.4 MB). Tree-shake
  // it to the components this remote imports (federation's shared tree shaking).
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === 'ModuleFederationPlugin' && plugin._options.shared?.antd) {
      plugin._options.shared.antd = { ...plugin._options.shared.antd, treeShaking: { mode: 'runtime-infer' } };
    }
  }
  // The harness page is opened at deep links (/admin/product/detail/3): its own scripts load from
  // the root, and only its own entry (remoteEntry.js is for the shell).
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === 'HtmlWebpackPlugin') Object.assign(plugin.options, { publicPath: '/', chunks: ['main'] });
  }
  // remoteEntry.js uses the federation runtime core the shell provides (see withExternalRuntime).
  return withExternalRuntime(config, env);
};
