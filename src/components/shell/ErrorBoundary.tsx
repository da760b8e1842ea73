// Every island's root is wrapped in <ErrorBoundary> (through `withErrorBoundary` on its default export), so a
// rendering error shows the generic error screen instead of a blank area. The error is logged without props or
// state (they may hold personal or health data).
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, type ErrorScreenTexts } from './ErrorScreen.tsx';

interface Props {
  children: ReactNode;
  /** Shown instead of the default error screen. */
  fallback?: ReactNode;
  /** The error screen's texts in the page's language. */
  texts?: ErrorScreenTexts | undefined;
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
    if (this.state.failed) return this.props.fallback ?? <ErrorScreen texts={this.props.texts} />;
    return this.props.children;
  }
}

/** Marks a component as wrapped, so a test can tell that every island on the site is. */
export const ERROR_BOUNDARY_WRAPPED = Symbol.for('wedakama.errorBoundary');

/**
 * The island `Island` inside an ErrorBoundary: `export default withErrorBoundary(BookingWizard)`. A page passes the
 * island `errorScreen={messages.common.errorScreen}` for the error screen in its language (docs/i18n.md).
 */
export function withErrorBoundary<P extends object>(
  Island: ComponentType<P>,
): ComponentType<P & { errorScreen?: ErrorScreenTexts | undefined }> {
  const Wrapped = (props: P & { errorScreen?: ErrorScreenTexts | undefined }) => (
    <ErrorBoundary texts={props.errorScreen}>
      <Island {...props} />
    </ErrorBoundary>
  );
  Wrapped.displayName = `WithErrorBoundary(${Island.displayName ?? Island.name})`;
  return Object.assign(Wrapped, { [ERROR_BOUNDARY_WRAPPED]: true });
}
