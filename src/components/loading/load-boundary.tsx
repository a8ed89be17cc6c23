import { Component, lazy, type ComponentType, type ReactNode } from 'react';

interface LoadBoundaryProps {
  children: ReactNode;
  /** What shows instead of the part that threw; nothing by default. */
  fallback?: ReactNode;
  onError?: (error: unknown) => void;
  /** A new value clears the failure and renders the children again (e.g. the next navigation). */
  resetKey?: unknown;
}

/** A part whose code failed to load shows `fallback`: without a boundary React unmounts the whole page. */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean; resetKey: unknown }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: LoadBoundaryProps, state: { resetKey: unknown }) {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/**
 * `React.lazy` keeps a rejected import for ever; after `retry()`, called once the boundary shows the
 * failure (not on the rejection, which would loop), the next render imports afresh.
 */
export function retryingLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let current = lazy(load);
  const RetryingLazy = (props: P) => {
    const Current = current;
    return <Current {...props} />;
  };
  return Object.assign(RetryingLazy, {
    retry: () => {
      current = lazy(load);
    },
  });
}
