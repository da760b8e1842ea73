// Wrap an island's content in <ErrorBoundary> so a rendering error shows the generic error screen instead of a
// blank area: `<ErrorBoundary><BookingWizard /></ErrorBoundary>`. The error is logged without props or state
// (they may hold personal or health data).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

interface Props {
  children: ReactNode;
  /** Shown instead of the default error screen. */
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('An island failed to render:', error.name, error.message, info.componentStack ?? '');
  }

  render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? <ErrorScreen />;
    return this.props.children;
  }
}
