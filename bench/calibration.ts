/**
 * D34 (turn 4): the phone and Lighthouse are calibrated to this machine's speed, read with
 * Lighthouse's own CPU benchmark (benchmarkIndex) right before each action. Pure, so it is
 * unit-tested (tests/unit/calibration.test.ts); bench/interactions.ts and bench/run.ts measure.
 */

/**
 * Chrome DevTools' "Low-tier mobile" preset: the CPU is slowed until Lighthouse's benchmark reads
 * this, DevTools' figure for a Moto G Power 2022 (CalibrationController.ts, `lowScore`).
 */
export const LOW_TIER_PHONE_INDEX = 264;

/** How an action's CPU slowdown was chosen: calibrated from the index, or fixed by `--cpu-slowdown=N`. */
export type Calibration = { kind: 'calibrated' } | { kind: 'fixed'; factor: number };

/**
 * The taps' CPU slowdown: this machine's benchmarkIndex ÷ 264, as DevTools calibrates its
 * low-tier phone. A machine already at or below that phone runs unslowed (Chromium takes no
 * rate below 1).
 */
export function tapCpuSlowdown(benchmarkIndex: number, calibration: Calibration = { kind: 'calibrated' }): number {
  if (calibration.kind === 'fixed') return calibration.factor;
  if (!(benchmarkIndex > 0)) throw new Error(`calibration: no benchmarkIndex (${benchmarkIndex})`);
  return Math.max(1, benchmarkIndex / LOW_TIER_PHONE_INDEX);
}

/**
 * Lighthouse's load runs: the CPU multiplier its throttling calculator gives for this machine's
 * benchmarkIndex (patrickhulce/lighthouse-cpu-throttling-calculator, linked from Lighthouse's
 * docs/throttling.md), as PageSpeed Insights sets its own (`lr-mobile-config.js`, 1.2x):
 * - 1,300 and above: 3 + (index − 1,300) ÷ 233 (1,300 = 3x, 1,533 = 4x, 2,000 = 6x);
 * - 800 to 1,300: 2 + (index − 800) ÷ 500;
 * - below 800 the calculator's own next segment, 1 + (index − 150) ÷ 650 (800 = 2x, 150 = 1x),
 *   and at or below 150, where the calculator calls the machine a phone already, no slowdown.
 */
export function lighthouseCpuMultiplier(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) throw new Error(`calibration: no benchmarkIndex (${benchmarkIndex})`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex > 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** "1372-1410", or "1372" when all agree, as the figures are printed. */
export function rangeLabel(values: number[], format: (n: number) => string = (n) => String(Math.round(n))): string {
  if (values.length === 0) throw new Error('calibration: nothing measured');
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low}-${high}`;
}

/** "benchmarkIndex 1372-1410, CPU 5.2-5.3x": the spread of several calibrations, for a pass line. */
export function calibrationLabel(indexes: number[], factors: number[]): string {
  return `benchmarkIndex ${rangeLabel(indexes)}, CPU ${rangeLabel(factors, (n) => n.toFixed(1))}x`;
}
