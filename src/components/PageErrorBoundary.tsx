import { Component, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel.tsx';

/**
 * Whatever goes wrong while rendering a page (or loading its chunk), the person sees what happened
 * and can go on: never a blank page. Reset by a change of `resetKey` (the location).
 */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    if (this.state.error !== null) {
      return <ErrorPanel error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
