import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadOnceForChunkError } from './chunkReload';
import { ErrorScreen } from './ErrorScreen';
import { forgetFailedPages } from './pageCache';

interface Props {
  children: ReactNode;
}

interface State {
  error?: unknown;
  reloading: boolean;
}

/** Catches a page that fails to load or render: a missing chunk reloads once, anything else shows the error screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { reloading: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, reloading: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    forgetFailedPages();
    if (reloadOnceForChunkError(error)) {
      this.setState({ reloading: true });
      return;
    }
    console.error('Route error:', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.state.reloading) return null;
    return <ErrorScreen error={this.state.error} />;
  }
}
