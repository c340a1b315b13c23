import { Suspense } from 'react';
import type { RemoteName } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteLoading';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteComponent } from './useRemoteComponent';

interface RemoteScreenProps {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'LandingPage'. */
  module: string;
  props?: Record<string, unknown>;
}

/** Renders a remote's exposed screen: loading, then the screen, or the unavailable panel with Retry. */
export function RemoteScreen(screen: RemoteScreenProps) {
  // Keyed by module: when a navigation swaps one remote screen for another at the same place in
  // the tree, the outgoing screen must not render once more with the incoming URL.
  return <LoadedRemoteScreen key={`${screen.remote}/${screen.module}`} {...screen} />;
}

function LoadedRemoteScreen({ remote, module, props }: RemoteScreenProps) {
  const { state, attempt, retry } = useRemoteComponent(remote, module);
  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const Screen = state.component;
  return (
    // A new key on Retry gives the boundary a fresh start.
    <RemoteErrorBoundary key={attempt} name={`${remote}/${module}`} onRetry={retry}>
      {/* A screen suspends while its messages load (useMessages, issue 22): the loading panel shows meanwhile. */}
      <Suspense fallback={<RemoteLoading />}>
        <Screen {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
