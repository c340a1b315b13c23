import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './remoteRegistry';

/**
 * Logs why a remote failed, with the lifecycle step, then lets the failure reach the registry
 * (returning nothing keeps the runtime's own error), which shows the unavailable panel.
 */
export function remoteErrorLogger(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-error-logger',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`Federation: ${id} failed at ${lifecycle}`, error);
      return undefined;
    },
  };
}

/** The page's federation instance (created by the shell's webpack runtime), as the registry needs it. */
export function browserFederationRuntime(): FederationRuntime {
  registerPlugins([remoteErrorLogger()]);
  // The runtime's own functions (they act on the page's instance, whoever calls them).
  return { registerRemotes, loadRemote };
}
