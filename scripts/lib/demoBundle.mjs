// Facts of the demo bundle (demo-dist/): where each app goes, and the runtime config that makes
// the shell answer the API inside the page and load the remotes from the same folder.
import { tsImport } from 'tsx/esm/api';

/** Where each app's build goes inside the demo folder (the shell at its root). */
export const DEMO_APPS = [
  { dir: 'shell', out: '' },
  { dir: 'public-remote', out: 'remotes/public', federationName: 'public_remote' },
  { dir: 'admin-remote', out: 'remotes/admin', federationName: 'admin_remote' },
];

/** The API's default first admin (demo-only), pre-filled on the login form: its one definition, in the core's seed. */
export const { DEMO_ADMIN_CREDENTIALS: DEMO_CREDENTIALS } = await tsImport('@mfe/catalogue-core/seed', import.meta.url);

/** '/', 'demo', '/demo' and '/demo/' → '/' or '/demo/' (webpack public paths end with a slash). */
export function normalizeBasePath(raw) {
  const trimmed = String(raw ?? '')
    .trim()
    .replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The demo's runtime-config.json for a normalized base path. */
export function demoRuntimeConfig(basePath) {
  const remotes = {};
  for (const app of DEMO_APPS) {
    if (app.federationName) remotes[app.federationName] = { entry: `${basePath}${app.out}/remoteEntry.js` };
  }
  return {
    demo: true,
    // Never requested: the demo adapter answers every /api call inside the page.
    apiBase: basePath.replace(/\/$/, ''),
    storageBase: `${basePath}storage`,
    // The router's basename: '' at the root, '/demo' on a sub-path.
    basePath: basePath.replace(/\/$/, ''),
    demoCredentials: DEMO_CREDENTIALS,
    remotes,
  };
}
