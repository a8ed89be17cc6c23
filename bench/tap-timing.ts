/**
 * D34 (revised): the figure of one tap, and of a series of taps. Pure, so it is unit-tested
 * (tests/unit/tap-timing.test.ts); bench/interactions.ts takes the timestamps in the page.
 */
export interface TapSample {
  /** `timeStamp` of the tap's first event (`pointerdown` or `touchstart`). */
  tapAt: number;
  /** `performance.now()` in a task queued from the first animation frame after the answer was in the DOM. */
  paintedAt: number;
  /**
   * `performance.now()` in a user-blocking task (`scheduler.postTask`) queued from that frame's
   * callback: it too runs only once the frame's work is done, but ahead of the page's own tasks
   * queued earlier (React's next render), which the queued task above waits for. A diagnostic,
   * printed by ab-taps beside the figure; never the figure.
   */
  frameDoneAt?: number;
  /** The longest Event Timing duration of the tap's interaction (its INP), 0 if none was reported. */
  inp: number;
}

/** Tap to painted frame, or the tap's Event Timing duration when that is longer. */
export function tapFigure({ tapAt, paintedAt, inp }: TapSample): number {
  if (!(paintedAt >= tapAt)) throw new Error(`tap timing: the answer (${paintedAt}) is not after the tap (${tapAt})`);
  return Math.max(paintedAt - tapAt, inp);
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The median (the upper one of an even count: never the kinder figure) and the range. */
export function spread(values: number[]): Spread {
  if (values.length === 0) throw new Error('tap timing: no values');
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
}

/**
 * Each tap ÷ the floor tap taken right after it, on the same phone at the same CPU factor: a pair
 * shares the machine's moment, where a floor measured minutes apart swung 185 -> 304 ms between runs.
 */
export function pairedRatios(taps: TapSample[], floors: TapSample[]): number[] {
  if (taps.length !== floors.length) throw new Error(`tap timing: ${taps.length} taps but ${floors.length} floor taps`);
  return taps.map((tap, i) => tapFigure(tap) / tapFigure(floors[i]));
}
