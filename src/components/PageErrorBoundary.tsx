import { Component, lazy, Suspense, type ReactNode } from 'react';

// Loaded only when something went wrong: the first screen does not carry it.
const ErrorPanel = lazy(() => import('./ErrorPanel.tsx').then((m) => ({ default: m.ErrorPanel })));

/**
 * Whatever goes wrong while rendering a page (or loading its chunk), the person sees what happened
 * and can go on: never a blank page. Reset by a change of `resetKey` (the location).
 */
export class PageErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; resetKey: string }
> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    if (this.state.error !== null) {
      const { error } = this.state;
      return (
        <Suspense fallback={<p role="alert">{error instanceof Error ? error.message : String(error)}</p>}>
          <ErrorPanel error={error} onRetry={() => this.setState({ error: null })} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
