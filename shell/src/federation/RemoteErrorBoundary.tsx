import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface RemoteErrorBoundaryProps {
  /** Names the remote in the console message. */
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** A remote's screen that throws while rendering (or a chunk of it that fails) shows the panel. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Remote screen ${this.props.name} failed while rendering`, error);
  }

  render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
