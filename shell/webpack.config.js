// The shell: the host page. It knows no remote URL at build time; bootstrap reads them from
// runtime-config.json (a default is emitted here from public/; the serving script may answer it from env).
const path = require('node:path');
const fs = require('node:fs');
const { sources } = require('webpack');
const { createWebpackConfig } = require('@mfe/shared-ui/webpack');

const INJECT_EXTERNAL_RUNTIME_CORE_PLUGIN = require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');

/**
 * Emits every file of public/ into dist as is, under its own name (no content hash: they are
 * fetched by name): runtime-config.json, the favicons, site.webmanifest and og-image.png.
 */
class EmitPublicFolderPlugin {
  apply(compiler) {
    const dir = path.join(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('EmitPublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitPublicFolderPlugin', stage: compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.contextDependencies.add(dir);
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          if (!entry.isFile() || entry.name.startsWith('.')) continue;
          const file = path.join(dir, entry.name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(entry.name, new sources.RawSource(fs.readFileSync(file)));
        }
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
  config.plugins.push(new EmitPublicFolderPlugin());
  config.devServer = {
    port: Number(process.env.SHELL_PORT ?? 3000),
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/storage'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
  };
  return config;
};
