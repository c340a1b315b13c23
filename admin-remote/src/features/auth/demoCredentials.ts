import { getRuntimeConfig } from '@mfe/shared-ui';

/**
 * Credentials to pre-fill the login form with: the runtime config's, which only the demo's and a
 * development build's carry (scripts/lib/demoBundle.mjs; the development servers' configs, from
 * @mfe/shared-ui/dev-demo-credentials). The admin holds no password of its own, so a production
 * bundle has none and a deployment's form starts empty.
 */
export function demoCredentials(): { email: string; password: string } | undefined {
  return getRuntimeConfig().demoCredentials;
}
