// A development build pre-fills the admin's login form as the demo does: through the runtime
// config (demoCredentials), never from the admin's own code. The development servers' configs
// (the shell's runtime-config.json, the admin harness's) take the seed's demo admin from here.
// Production builds never call it, so no production bundle or runtime config holds the password.
const { require: requireTypeScript } = require('tsx/cjs/api');

/**
 * The seed's demo-only admin (@mfe/catalogue-core/seed, TypeScript: read through tsx) for a
 * development build, else undefined.
 * @param {{ mode?: string }} argv webpack's arguments
 * @returns {{ email: string, password: string } | undefined}
 */
function developmentDemoCredentials(argv = {}) {
  if (argv.mode !== 'development') return undefined;
  return requireTypeScript('@mfe/catalogue-core/seed', __filename).DEMO_ADMIN_CREDENTIALS;
}

module.exports = { developmentDemoCredentials };
