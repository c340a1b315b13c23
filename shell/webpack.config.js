// The shell: the host page. It knows no remote URL at build time; bootstrap reads them from
// runtime-config.json (a default is emitted here; the serving script may answer it from env).
const path = require('node:path');
const fs = require('node:fs');
const { sources } = require('webpack');
const { createWebpackConfig } = require('@mfe/shared-ui/webpack');

const INJECT_EXTERNAL_RUNTIME_CORE_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

/** Emits public/runtime-config.json into dist as is (no content hash: it is fetched by name). */
class EmitRuntimeConfigPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRuntimeConfigPlugin', stage: compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const file = path.join(__dirname, 'public/runtime-config.json');
        compilation.fileDependencies.add(file);
        compilation.emitAsset('runtime-config.json', new sources.RawSource(fs.readFileSync(file)));
      });
    });
  }
}

module.exports = (env = {}, argv = {}) => {
  // BASE_PATH ('/demo/') serves the site under a sub-path (the demo build sets it); default the root.
  const config = createWebpackConfig(
    {
      name: 'shell',
      dir: __dirname,
      publicPath: process.env.BASE_PATH || '/',
      // The page's one federation runtime core: remotes built with externalRuntime use it instead
      // of bundling their own copy into remoteEntry.js. This is what experiments.provideExternalRuntime
      // adds, but as the plugin's ES module: the experiment adds its CommonJS build, which pulls in a
      // second, CommonJS copy of the runtime core (+24 KB gzip on main.js).
      // target 'web': the runtime's Node branches go. disableSnapshot: no manifest plugin (1.5 KB
      // gzip); a remote's entry in runtime-config.json may still be its mf-manifest.json, which the
      // remote registry reads itself (src/federation/remoteRegistry.ts).
      federation: { runtimePlugins: [INJECT_EXTERNAL_RUNTIME_CORE_PLUGIN], experiments: { optimization: { target: 'web', disableSnapshot: true } } },
    },
    env,
    argv,
  );
  config.plugins.push(new EmitRuntimeConfigPlugin());
  config.devServer = {
    port: Number(process.env.SHELL_PORT ?? 3000),
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/storage'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
  };
  return config;
};
