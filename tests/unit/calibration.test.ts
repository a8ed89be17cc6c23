import { describe, expect, it } from 'vitest';
import { calibrationLabel, lighthouseCpuMultiplier, rangeLabel, tapCpuSlowdown } from '../../bench/calibration';

describe('bench calibration (D34, turn 4)', () => {
  it("slows the taps' CPU until the machine reads DevTools' low-tier phone, 264", () => {
    expect(tapCpuSlowdown(264)).toBe(1);
    expect(tapCpuSlowdown(1320)).toBe(5);
    expect(tapCpuSlowdown(2800)).toBeCloseTo(10.61, 2);
  });

  it('never speeds up a machine slower than that phone', () => {
    expect(tapCpuSlowdown(200)).toBe(1);
  });

  it('keeps a fixed factor when one is asked for, whatever the index', () => {
    expect(tapCpuSlowdown(2800, { kind: 'fixed', factor: 4 })).toBe(4);
  });

  it('refuses to calibrate without an index', () => {
    expect(() => tapCpuSlowdown(Number.NaN)).toThrow(/benchmarkIndex/);
    expect(() => tapCpuSlowdown(0)).toThrow(/benchmarkIndex/);
    expect(() => lighthouseCpuMultiplier(Number.NaN)).toThrow(/benchmarkIndex/);
  });

  it("gives Lighthouse the throttling calculator's multiplier", () => {
    // The calculator's own anchors: 1,300 = 3x, 1,533 = 4x, 1,766 = 5x, 2,000 = 6x; 800 = 2x.
    expect(lighthouseCpuMultiplier(1300)).toBe(3);
    expect(lighthouseCpuMultiplier(1533)).toBeCloseTo(4, 2);
    expect(lighthouseCpuMultiplier(2000)).toBeCloseTo(6, 2);
    expect(lighthouseCpuMultiplier(2800)).toBeCloseTo(9.44, 2);
    expect(lighthouseCpuMultiplier(1050)).toBe(2.5);
    expect(lighthouseCpuMultiplier(800)).toBe(2);
  });

  it("follows the calculator's next segment below 800, and no slowdown at or below 150", () => {
    expect(lighthouseCpuMultiplier(475)).toBe(1.5);
    expect(lighthouseCpuMultiplier(150)).toBe(1);
    expect(lighthouseCpuMultiplier(100)).toBe(1);
  });

  it('is continuous where the segments meet', () => {
    for (const index of [150, 800, 1300]) expect(lighthouseCpuMultiplier(index - 0.001)).toBeCloseTo(lighthouseCpuMultiplier(index), 4);
  });

  it("labels the spread of a run's calibrations", () => {
    expect(calibrationLabel([1372, 1410, 1391], [5.197, 5.341, 5.27])).toBe('benchmarkIndex 1372-1410, CPU 5.2-5.3x');
    expect(calibrationLabel([1320], [5])).toBe('benchmarkIndex 1320, CPU 5.0x');
    expect(rangeLabel([1730, 1730])).toBe('1730');
    expect(() => rangeLabel([])).toThrow();
  });
});
