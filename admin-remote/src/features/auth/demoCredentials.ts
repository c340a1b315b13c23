import { getRuntimeConfig } from '@mfe/shared-ui';

/** The API's documented demo-only admin (ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
const DEVELOPMENT_CREDENTIALS = { email: 'admin@example.com', password: 'admin12345' };

/**
 * Credentials to pre-fill the login form with: only in demo mode, when the deployment configures
 * them, or in a development build. Production builds start empty.
 */
export function demoCredentials(): { email: string; password: string } | undefined {
  const config = getRuntimeConfig();
  if (config.demoCredentials) return config.demoCredentials;
  if (config.demo || process.env.NODE_ENV === 'development') return DEVELOPMENT_CREDENTIALS;
  return undefined;
}
