import { Component, lazy, type ComponentType, type ReactNode } from 'react';

interface LoadBoundaryProps {
  children: ReactNode;
  /** What shows instead of the part that threw; nothing by default. */
  fallback?: ReactNode;
  onError?: (error: unknown) => void;
  /** A new value clears the failure and renders the children again (e.g. the next navigation). */
  resetKey?: unknown;
}

/**
 * React's own error boundary (D48, D61): a part whose code or copy failed to load shows `fallback`
 * in its place. Without one, React 19 unmounts the whole root when a render throws, and the page
 * the visitor was reading goes blank.
 */
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
 * `React.lazy` keeps a rejected import for ever, so a chunk that failed once (a dropped request at
 * idle) could never load again on this page. After `retry()` (a boundary's `onError`: the failure
 * is then on screen) the next render imports afresh (D61). Not on the rejection itself: React
 * renders once more before it shows the boundary, and a fresh import there would start a loop.
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
