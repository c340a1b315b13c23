// The shell: the host page. It knows no remote URL at build time; bootstrap reads them from
// runtime-config.json (a default is emitted here from public/; the serving script may answer it from env).
const path = require('node:path');
const fs = require('node:fs');
const { sources } = require('webpack');
const { createWebpackConfig } = require('@mfe/shared-ui/webpack');
const { developmentDemoCredentials } = require('@mfe/shared-ui/dev-demo-credentials');

const INJECT_EXTERNAL_RUNTIME_CORE_PLUGIN = require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');

/**
 * Emits every file of public/ into dist as is, under its own name (no content hash: they are
 * fetched by name): runtime-config.json, the favicons, site.webmanifest and og-image.png.
 * `runtimeConfig` adds entries to runtime-config.json (a development build's demo credentials).
 */
class EmitPublicFolderPlugin {
  constructor(runtimeConfig = {}) {
    this.runtimeConfig = runtimeConfig;
  }

  /** A file's content as emitted. */
  content(name, bytes) {
    if (name !== 'runtime-config.json' || !Object.keys(this.runtimeConfig).length) return bytes;
    return `${JSON.stringify({ ...JSON.parse(bytes.toString('utf8')), ...this.runtimeConfig }, null, 2)}\n`;
  }

  apply(compiler) {
    const dir = path.join(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('EmitPublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitPublicFolderPlugin', stage: compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.contextDependencies.add(dir);
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          if (!entry.isFile() || entry.name.startsWith('.')) continue;
          const file = path.join(dir, entry.name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(entry.name, new sources.RawSource(this.content(entry.name, fs.readFileSync(file))));
        }
      });
    });
  }
}

/** The list of the scripts the entry loads at start-up, read by the shell's server (src/server/shellBuild.ts). */
const START_UP_SCRIPTS_FILE = 'start-up-scripts.json';

/**
 * Emits START_UP_SCRIPTS_FILE: the JavaScript files of the chunks the entry's import()s load
 * (src/index.ts: the shared packages, bootstrap) and of the shared packages the shell provides
 * (the share scope's getters load those chunks; the shell's are the ones its start-up uses, as no
 * remote is registered yet). The pages the server sends preload them, so that they are fetched
 * with the entry instead of after it. mf-manifest.json lists only each share's own chunk, not the
 * chunks it needs with it (immer, RTK Query beside shared-ui).
 */
class StartUpScriptsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartUpScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartUpScriptsPlugin', stage: compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const blocks = [];
        for (const entry of compilation.entries.values()) {
          for (const dependency of entry.dependencies) {
            const module = compilation.moduleGraph.getModule(dependency);
            if (module) blocks.push(...module.blocks);
          }
        }
        for (const module of compilation.modules) {
          if (module.constructor.name === 'ProvideSharedModule') blocks.push(...module.blocks);
        }
        const files = new Set();
        for (const block of blocks) {
          for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        // The largest first: the browser starts them in this order.
        const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
        const scripts = [...files].sort((a, b) => size(b) - size(a));
        compilation.emitAsset(START_UP_SCRIPTS_FILE, new sources.RawSource(`${JSON.stringify(scripts, null, 2)}\n`));
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
      compileHints: true,
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
  // A development build pre-fills the admin's login form as the demo does, through its runtime config.
  const demoCredentials = developmentDemoCredentials(argv);
  config.plugins.push(new EmitPublicFolderPlugin(demoCredentials ? { demoCredentials } : {}), new StartUpScriptsPlugin());
  config.devServer = {
    port: Number(process.env.SHELL_PORT ?? 3000),
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/storage'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
  };
  return config;
};
