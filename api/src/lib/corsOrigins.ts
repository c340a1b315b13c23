// Which browser origins may call the API from another origin (CORS): CORS_ORIGINS, a comma list of
// exact origins. Unset: none in production (the shell proxies /api on its own origin), and in
// development the dev servers' own origins (shell, public-remote, admin-remote on their ports).

/** The dev servers' ports (scripts/lib/apps.mjs): their env variable and default. */
const DEV_PORTS: Array<[env: string, port: number]> = [
  ['SHELL_PORT', 3000],
  ['PUBLIC_REMOTE_PORT', 3001],
  ['ADMIN_REMOTE_PORT', 3002],
];

/** An origin as browsers send it: scheme://host[:port], no path, no trailing slash. */
const ORIGIN = /^https?:\/\/[^/\s,]+$/;

export function corsOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  if (env.CORS_ORIGINS !== undefined) {
    const listed = env.CORS_ORIGINS.split(',').map((o) => o.trim().replace(/\/$/, ''));
    const bad = listed.filter((o) => o && !ORIGIN.test(o));
    if (bad.length) throw new Error(`CORS_ORIGINS: not an origin (scheme://host[:port]): ${bad.join(', ')}`);
    return listed.filter(Boolean);
  }
  if (env.NODE_ENV === 'production') return [];
  return DEV_PORTS.flatMap(([name, port]) => {
    const p = Number(env[name]) || port;
    return [`http://localhost:${p}`, `http://127.0.0.1:${p}`];
  });
}
