import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { pageNavigation } from '../session/page-navigation';
import { reportRenderError } from './error-reporting';
import { isConnectionError } from './is-connection-error';
import { RenderErrorScreen } from './render-error-screen';

interface RenderErrorBoundaryProps {
  /** A change (the page's path) starts over: a new page gets a fresh chance and a fresh retry count. */
  resetKey: string;
  children: ReactNode;
}

interface RenderErrorBoundaryState {
  /** Wrapped so that a thrown `undefined` or `null` still counts as an error. */
  failure: { error: unknown } | null;
  retries: number;
  resetKey: string;
}

/** Catches render errors below it and shows the error screens of spec 000 §8 in their place. */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, RenderErrorBoundaryState> {
  override state: RenderErrorBoundaryState = { failure: null, retries: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RenderErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: RenderErrorBoundaryProps, state: RenderErrorBoundaryState): Partial<RenderErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, retries: 0, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(error, info);
  }

  private readonly tryAgain = (): void => {
    this.setState((state) => ({ failure: null, retries: state.retries + 1 }));
  };

  override render(): ReactNode {
    const { failure, retries } = this.state;
    if (failure === null) return this.props.children;
    return (
      <RenderErrorScreen connection={isConnectionError(failure.error)} retries={retries} onTryAgain={this.tryAgain} onReload={() => pageNavigation.reload()} />
    );
  }
}
