/**
 * D29: the gate behind a deferred island (src/components/ui/deferred-island.tsx). Its promise
 * settles only once somebody opens the gate AND the code has arrived, so React can hold an island
 * as prerendered HTML for as long as nobody needs it. A failed download never rejects the
 * promise (React would throw the page away): the HTML stays, and the next `open()` retries.
 */
export interface Gate<T> {
  /** Starts the download once (idempotent, retried after a failure); resolves like `promise`. */
  open(): Promise<T>;
  /** Resolves with the loaded value once opened and loaded; never rejects. */
  readonly promise: Promise<T>;
  /** The loaded value, synchronously, once it is here (prerender, revisits). */
  value(): T | undefined;
  isOpen(): boolean;
}

export function createGate<T>(load: () => Promise<T>): Gate<T> {
  let loaded: { value: T } | undefined;
  let inFlight: Promise<void> | undefined;
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return {
    promise,
    value: () => loaded?.value,
    isOpen: () => loaded !== undefined || inFlight !== undefined,
    open() {
      if (!loaded && !inFlight) {
        inFlight = load().then(
          (value) => {
            loaded = { value };
            resolve(value);
          },
          () => {
            inFlight = undefined;
          },
        );
      }
      return promise;
    },
  };
}
