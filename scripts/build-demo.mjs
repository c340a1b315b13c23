#!/usr/bin/env node
// `npm run build:demo`: the whole site as ONE static folder that needs no API and no remote
// server. Builds the shell and both remotes in production mode into demo-dist/ (remotes under
// remotes/), writes the demo runtime-config.json, draws the seed catalogue's pictures and
// brochures into storage/ with the API's own generators, copies index.html to 404.html for
// static hosts' deep links (the client-rendered page), and prerenders every public page of the
// seed catalogue into static HTML with the shell server's renderer (plus sitemap.xml, robots.txt).
// Skipped when nothing it is made from changed since the last build (--force builds anyway).
// Env: BASE_PATH (default '/') for a sub-path deploy; DEMO_DIST (default <repo>/demo-dist);
// DEMO_ORIGIN (default http://localhost:3000): the deployed origin, for canonical and sharing URLs.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { REPO_ROOT } from './lib/apps.mjs';
import { sourceHash } from './lib/build.mjs';
import { DEMO_APPS, demoRuntimeConfig, normalizeBasePath } from './lib/demoBundle.mjs';

const basePath = normalizeBasePath(process.env.BASE_PATH);
const outDir = path.resolve(process.env.DEMO_DIST || path.join(REPO_ROOT, 'demo-dist'));
const webpackCli = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');
// Beside the folder, not in it: the folder is deployed as is.
const stampFile = path.join(path.dirname(outDir), `.build-stamp-${path.basename(outDir)}`);
/** What the folder is made from: the three apps, the workspace packages they use (shared-ui,
 * demo-api, the core and its seed), the API (whose code draws the seed files and their variants)
 * and this script. */
function demoHash() {
  const hash = crypto.createHash('sha256').update(`BASE_PATH=${basePath}`);
  for (const dir of [...DEMO_APPS.map((app) => app.dir), 'demo-api', 'api']) hash.update(sourceHash({ dir }));
  for (const script of ['scripts/build-demo.mjs', 'scripts/lib/demoBundle.mjs']) hash.update(fs.readFileSync(path.join(REPO_ROOT, script)));
  return hash.digest('hex');
}

function build(app) {
  const target = path.join(outDir, app.out);
  console.log(`build:demo: ${app.dir} → ${path.relative(REPO_ROOT, target) || target}`);
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production', '--env', `outDir=${target}`], {
    cwd: path.join(REPO_ROOT, app.dir),
    env: { ...process.env, BASE_PATH: basePath, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`build:demo: building ${app.dir} failed`);
    process.exit(result.status ?? 1);
  }
}

/** The seed catalogue's files, drawn exactly where the demo's records (and the API's seed) point. */
async function writeStorage() {
  const { demoCatalogue, seedFilePlan, allSeedFiles } = await tsImport('@mfe/catalogue-core/seed', import.meta.url);
  // Drawing the files (node:zlib) and making variants (sharp) are Node's: the API's own code.
  const { drawSeedFile } = await tsImport('@mfe/api/seed-files', import.meta.url);
  const { sharpVariant } = await tsImport('@mfe/api/image-variant', import.meta.url);
  const { VARIANT_WIDTHS, fallbackFormat, isMasterPath, variantPath } = await tsImport('@mfe/catalogue-core/image-variants', import.meta.url);
  const storage = path.join(outDir, 'storage');
  let bytes = 0;
  let variants = 0;
  const write = (rel, content) => {
    const target = path.join(storage, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    bytes += content.length;
  };
  const files = allSeedFiles(seedFilePlan(demoCatalogue()));
  for (const file of files) {
    const content = drawSeedFile(file.drawing);
    write(file.path, content);
    if (!isMasterPath(file.path)) continue;
    // The variants the pages ask for, as files at the URLs the API would answer (a static host serves them).
    for (const width of VARIANT_WIDTHS)
      for (const format of ['avif', 'webp', fallbackFormat(file.path)]) {
        write(variantPath(file.path, width, format), await sharpVariant(content, width, format));
        variants++;
      }
  }
  console.log(`build:demo: ${files.length} seed files and ${variants} image variants (${Math.round(bytes / 1024)} KiB) → storage/`);
}

/**
 * The public pages as static HTML: the shell's server bundle (built into a temporary folder, not
 * deployed) renders them with the demo's in-page API, loading public-remote's server container
 * from the folder over a local server, as the shell's server does from a deployed remote.
 */
async function prerender(config) {
  // Inside the repo (node_modules/.cache): the bundle requires the federation runtime from node_modules.
  const cacheDir = path.join(REPO_ROOT, 'node_modules/.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const serverDir = fs.mkdtempSync(path.join(cacheDir, 'mfe-demo-server-'));
  const server = await createRequire(import.meta.url)('@mfe/server-kit').createStaticSite({ root: outDir });
  try {
    const built = spawnSync(
      process.execPath,
      [webpackCli, '--mode', 'production', '-c', 'webpack.server.config.js', '--env', `serverOutDir=${serverDir}`],
      {
        cwd: path.join(REPO_ROOT, 'shell'),
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new Error("building the shell's server bundle failed");
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { prerenderDemo } = createRequire(import.meta.url)(path.join(serverDir, 'shell-server.js'));
    const pages = await prerenderDemo({
      distDir: outDir,
      config,
      servedAt: `http://127.0.0.1:${server.server.address().port}/`,
      origin: process.env.DEMO_ORIGIN || 'http://localhost:3000',
      log: () => {},
    });
    console.log(`build:demo: ${pages.length} public pages prerendered, with sitemap.xml and robots.txt`);
  } finally {
    server.server.closeAllConnections();
    await server.close();
    fs.rmSync(serverDir, { recursive: true, force: true });
  }
  // The static demo runs no server code: the remotes' server containers were for the prerender only.
  for (const app of DEMO_APPS) fs.rmSync(path.join(outDir, app.out, 'server'), { recursive: true, force: true });
}

const hash = demoHash();
const stamped = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === hash;
if (stamped && !process.argv.includes('--force') && fs.existsSync(path.join(outDir, 'runtime-config.json'))) {
  console.log(`build:demo: ${path.relative(REPO_ROOT, outDir) || outDir} is up to date (--force rebuilds)`);
  process.exit(0);
}
fs.rmSync(stampFile, { force: true });
// The shell first: its build cleans the folder; the remotes then build into their subfolders.
for (const app of DEMO_APPS) build(app);
const config = demoRuntimeConfig(basePath);
fs.writeFileSync(path.join(outDir, 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);
await writeStorage();
fs.copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, '404.html'));
await prerender(config);
fs.writeFileSync(stampFile, `${hash}\n`);
console.log(`build:demo: ${path.relative(REPO_ROOT, outDir) || outDir} is ready for base path ${basePath}`);
