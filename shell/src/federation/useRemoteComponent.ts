import { useCallback, useEffect, useState } from 'react';
import type { RemoteComponent, RemoteName, RemoteRegistry } from './remoteRegistry';
import { useRemoteRegistry } from './RemoteRegistryContext';

export type RemoteComponentState = { status: 'loading' } | { status: 'ready'; component: RemoteComponent } | { status: 'failed'; error: unknown };

/** Loads a remote's exposed screen; `retry` loads it again without a page reload. */
export function useRemoteComponent(remote: RemoteName, module: string) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteComponentState>(() => initialState(registry, remote, module));

  useEffect(() => {
    const known = registry.cached(remote, module);
    if (known) {
      // The same state when the first render already had it (always after hydration): a new object
      // would render the whole screen a second time right after hydrating it, for nothing.
      setState((current) => (current.status === 'ready' && current.component === known ? current : { status: 'ready', component: known }));
      return;
    }
    // A load that failed just before this screen mounted (the page's start-up) is not repeated
    // before the visitor asks: Retry loads again.
    if (attempt === 0 && registry.lastFailure?.(remote, module) !== undefined) return;
    let current = true;
    setState({ status: 'loading' });
    registry.load(remote, module).then(
      (component) => current && setState({ status: 'ready', component }),
      (error: unknown) => {
        console.error(`Remote ${remote}/${module} is unavailable`, error);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [registry, remote, module, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, attempt, retry };
}

function initialState(registry: RemoteRegistry, remote: RemoteName, module: string): RemoteComponentState {
  const component = registry.cached(remote, module);
  if (component) return { status: 'ready', component };
  const error = registry.lastFailure?.(remote, module);
  return error !== undefined ? { status: 'failed', error } : { status: 'loading' };
}
