// The apps that are served as static folders, their default ports and the env vars that override them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const APPS = {
  shell: { dir: 'shell', portEnv: 'SHELL_PORT', defaultPort: 3000 },
  'public-remote': {
    dir: 'public-remote',
    portEnv: 'PUBLIC_REMOTE_PORT',
    defaultPort: 3001,
    federationName: 'public_remote',
    urlEnv: 'PUBLIC_REMOTE_URL',
  },
  'admin-remote': {
    dir: 'admin-remote',
    portEnv: 'ADMIN_REMOTE_PORT',
    defaultPort: 3002,
    federationName: 'admin_remote',
    urlEnv: 'ADMIN_REMOTE_URL',
  },
};

export const API_DEFAULT_PORT = 4000;

/** The port of an app (or 'api') from env, else its default. */
export function portOf(app, env = process.env) {
  if (app === 'api') return Number(env.API_PORT || API_DEFAULT_PORT);
  const { portEnv, defaultPort } = APPS[app];
  return Number(env[portEnv] || defaultPort);
}
