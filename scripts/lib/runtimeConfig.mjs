// The shell's runtime-config.json as a deployment wants it: the built default, with remote entries
// taken from PUBLIC_REMOTE_URL / ADMIN_REMOTE_URL, or else from the remotes' ports on the host the
// visitor used (so http://127.0.0.1:3000 and http://my-laptop:3000 both find their remotes).
import { APPS, portOf } from './apps.mjs';

/** A remote's entry URL from a base URL (…/ → …/remoteEntry.js) or a full .js / .json URL. */
export function entryFromUrl(url) {
  if (/\.(js|json)(\?.*)?$/.test(url)) return url;
  return `${url.replace(/\/+$/, '')}/remoteEntry.js`;
}

/** The host name of a Host header, or 'localhost' when there is none or it is not a host (`a b`, `[::1`). */
function hostnameOf(requestHost) {
  if (!requestHost) return 'localhost';
  try {
    return new URL(`http://${requestHost}`).hostname;
  } catch {
    return 'localhost';
  }
}

/**
 * @param {object} builtDefault the runtime-config.json in the shell's dist
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [requestHost] the Host header of the request, e.g. 'localhost:3000'
 */
export function runtimeConfigFor(builtDefault, env, requestHost) {
  const hostname = hostnameOf(requestHost);
  const remotes = { ...builtDefault.remotes };
  for (const app of Object.values(APPS)) {
    if (!app.federationName) continue;
    const explicit = env[app.urlEnv];
    if (explicit) remotes[app.federationName] = { entry: entryFromUrl(explicit) };
    else if (env[app.portEnv] || requestHost) {
      const port = portOf(
        Object.keys(APPS).find((key) => APPS[key] === app),
        env,
      );
      remotes[app.federationName] = { entry: `http://${hostname}:${port}/remoteEntry.js` };
    }
  }
  return { ...builtDefault, remotes };
}
