import { getRuntimeConfig } from '@mfe/shared-ui';
// The API's demo-only admin (ADMIN_EMAIL / ADMIN_PASSWORD defaults): a module of constants, no server code.
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/api/demo-admin';

/**
 * Credentials to pre-fill the login form with: only in demo mode, when the deployment configures
 * them, or in a development build. Production builds start empty.
 */
export function demoCredentials(): { email: string; password: string } | undefined {
  const config = getRuntimeConfig();
  if (config.demoCredentials) return config.demoCredentials;
  if (config.demo || process.env.NODE_ENV === 'development') return DEMO_ADMIN_CREDENTIALS;
  return undefined;
}
