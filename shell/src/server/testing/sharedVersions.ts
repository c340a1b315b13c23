import { MODULES } from '../sharedModules';

/** What webpack.server.config.js defines in the bundle (the versions the shared modules are offered at), for tests run by jest. */
export function defineSharedVersions(version = '1.0.0'): void {
  (globalThis as { __SHARED_VERSIONS__?: Record<string, string> }).__SHARED_VERSIONS__ = Object.fromEntries(
    Object.keys(MODULES).map((name) => [name, version]),
  );
}

export function removeSharedVersions(): void {
  delete (globalThis as { __SHARED_VERSIONS__?: unknown }).__SHARED_VERSIONS__;
}
