import path from 'node:path';
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/catalogue-core/seed';
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

// Where the e2e suite runs things. Ports default to the documented ones; E2E_* override them so
// several people (or a running `npm start`) can share a machine.
export const REPO_ROOT = path.resolve(__dirname, '../..');

function port(name: string, fallback: number): number {
  return Number(process.env[`E2E_${name}`] || fallback);
}

export const ports = {
  shell: port('SHELL_PORT', 3000),
  publicRemote: port('PUBLIC_REMOTE_PORT', 3001),
  adminRemote: port('ADMIN_REMOTE_PORT', 3002),
  api: port('API_PORT', 4000),
};

export const shellUrl = `http://localhost:${ports.shell}`;

/** Debian's Chromium; no browser is downloaded. */
/** The demo administrator the API seeds (demo-only credentials). */
export const DEMO_ADMIN = {
  email: process.env.ADMIN_EMAIL || DEMO_ADMIN_CREDENTIALS.email,
  password: process.env.ADMIN_PASSWORD || DEMO_ADMIN_CREDENTIALS.password,
};

export const OVERLAY_FIXTURE_DIR = path.join(REPO_ROOT, 'e2e/fixtures/overlay-remote');
