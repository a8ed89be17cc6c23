import { describe, expect, it } from 'vitest';
import { pairedRatios, spread, tapFigure } from '../../bench/tap-timing';

describe('tap timing (D34 revised)', () => {
  it('is the time from the tap to the painted frame when the event handlers were quick', () => {
    expect(tapFigure({ tapAt: 1000, paintedAt: 1180, inp: 40 })).toBe(180);
  });

  it('is the Event Timing duration when the page reported a longer one', () => {
    // The cookie dialog's case: a frame that started before a long task ended read 53 ms, its INP 400.
    expect(tapFigure({ tapAt: 1000, paintedAt: 1053, inp: 400 })).toBe(400);
  });

  it('refuses an answer stamped before the tap', () => {
    expect(() => tapFigure({ tapAt: 1000, paintedAt: 990, inp: 0 })).toThrow(/not after the tap/);
    expect(() => tapFigure({ tapAt: 1000, paintedAt: Number.NaN, inp: 0 })).toThrow();
  });

  it('reports the median and the range, the upper median of an even count', () => {
    expect(spread([300, 100, 200])).toEqual({ median: 200, min: 100, max: 300 });
    expect(spread([100, 200, 300, 400])).toEqual({ median: 300, min: 100, max: 400 });
    expect(() => spread([])).toThrow();
  });
});

describe('a tap beside the floor tapped after it', () => {
  const tap = (ms: number, inp = 40) => ({ tapAt: 1000, paintedAt: 1000 + ms, inp });

  it('divides each tap by the floor tap taken right after it', () => {
    expect(pairedRatios([tap(300), tap(240)], [tap(150), tap(200)])).toEqual([2, 1.2]);
    expect(() => pairedRatios([tap(300)], [])).toThrow(/1 taps but 0 floor taps/);
  });
});
