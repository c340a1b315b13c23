// Deployment facts that are read at start (the shell fetches runtime-config.json) rather than built in.
// Remotes and shared code read them through getRuntimeConfig(); the shell calls setRuntimeConfig() once.

export interface RemoteConfig {
  /** URL of the remote's mf-manifest.json or remoteEntry.js. */
  entry: string;
}

export interface RuntimeConfig {
  /** Prefix of API calls; '' means same origin (the shell proxies /api). */
  apiBase: string;
  /** Prefix of stored files; image_path and file_path are relative to it. */
  storageBase: string;
  /** Base path the site is served under ('' at the root, '/demo' on a sub-path). */
  basePath: string;
  /** Demo mode: API answered in the browser, badge shown, demo credentials pre-filled. */
  demo: boolean;
  /** Development and demo builds pre-fill the login form with these (demo-only credentials). */
  demoCredentials?: { email: string; password: string };
  remotes: Record<string, RemoteConfig>;
}

const defaults: RuntimeConfig = {
  apiBase: '',
  storageBase: '/storage',
  basePath: '',
  demo: false,
  remotes: {},
};

let current: RuntimeConfig = defaults;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...defaults, ...config, remotes: { ...defaults.remotes, ...config.remotes } };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** The URL of a stored file from its image_path / file_path; null when there is none. */
export function storageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${current.storageBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
