import { describe, expect, it } from 'vitest';
import { floorLines, judgeLoad, judgeTaps, type LoadRun } from '../../bench/floors';

const run = (lcp: number, tbt: number, performance: number): LoadRun => ({ lcp, tbt, performance });
/** The copy's runs: LCP median 800 ms, TBT median 60 ms, lowest Performance 97. */
const copyRuns = [run(780, 40, 99), run(800, 60, 97), run(900, 200, 98)];

describe('judgeLoad (a URL beside its own page without scripts, from the raw runs)', () => {
  it('holds at the limits: LCP 1.05x the copy median, TBT its median + 100 ms, Performance its lowest - 2', () => {
    const load = judgeLoad('/cs', '/__bench-static/cs', [run(840, 160, 95), run(700, 0, 100), run(1000, 300, 99)], copyRuns);
    expect(load.lcp).toEqual({ median: 840, copyMedian: 800, ratio: 1.05, most: 1.05, pass: true });
    expect(load.tbt).toEqual({ median: 160, copyMedian: 60, most: 160, pass: true });
    expect(load.performance).toEqual({ lowest: 95, copyLowest: 97, least: 95, pass: true });
    expect(load.runs).toHaveLength(3);
    expect(load.copyRuns).toBe(copyRuns);
  });

  it('misses each rule just past its limit', () => {
    const load = judgeLoad('/cs', '/__bench-static/cs', [run(841, 161, 94), run(700, 0, 100), run(1000, 300, 99)], copyRuns);
    expect(load.lcp.pass).toBe(false);
    expect(load.tbt.pass).toBe(false);
    expect(load.performance.pass).toBe(false);
  });

  it('takes the upper median of an even count, never the kinder figure', () => {
    const load = judgeLoad('/', '/__bench-static/', [run(800, 50, 100), run(900, 170, 100)], [run(800, 60, 100), run(1000, 70, 100)]);
    expect(load.lcp.median).toBe(900);
    expect(load.lcp.copyMedian).toBe(1000);
    expect(load.tbt).toMatchObject({ median: 170, copyMedian: 70, pass: true });
  });
});

const tap = (ms: number, inp = 40) => ({ tapAt: 1000, paintedAt: 1000 + ms, inp });

describe('judgeTaps (a tap beside the floor of its kind tapped right after it)', () => {
  it('judges the median of the paired ratios, the median INP and the median desktop tap', () => {
    const judged = judgeTaps({
      name: '/cs: EN -> English page',
      answer: 'new-heading',
      phone: [tap(300, 120), tap(240, 200), tap(260, 90)],
      floor: [tap(250), tap(200), tap(200)],
      desktop: [tap(60), tap(100), tap(90)],
    });
    expect(judged.floor).toBe("the data router's link");
    expect(judged.ratios).toEqual([1.2, 1.2, 1.3]);
    expect(judged.ratio).toEqual({ median: 1.2, most: 1.2, pass: true });
    expect(judged.inp).toEqual({ median: 120, most: 200, pass: true });
    expect(judged.desktop).toEqual({ median: 90, most: 100, pass: true });
  });

  it('misses each rule just past its limit', () => {
    const judged = judgeTaps({
      name: 'signup',
      answer: 'dialog',
      phone: [tap(241, 201), tap(241, 201)],
      floor: [tap(200), tap(200)],
      desktop: [tap(101), tap(101)],
    });
    expect(judged.floor).toBe('the bare Radix Dialog');
    expect(judged.ratio.pass).toBe(false);
    expect(judged.inp.pass).toBe(false);
    expect(judged.desktop.pass).toBe(false);
  });

  it('refuses taps without a floor tap after each', () => {
    expect(() => judgeTaps({ name: 'signup', answer: 'dialog', phone: [tap(200)], floor: [], desktop: [tap(50)] })).toThrow(/floor taps/);
  });
});

describe('floorLines (the pass/fail lines, each with its figures)', () => {
  const dialog = judgeTaps({ name: 'signup', answer: 'dialog', phone: [tap(240, 120)], floor: [tap(200)], desktop: [tap(60)] });
  const pageChange = judgeTaps({ name: 'CZ', answer: 'new-heading', phone: [tap(300, 210)], floor: [tap(200)], desktop: [tap(120)] });
  const held = judgeLoad('/', '/__bench-static/', [run(800, 100, 98)], [run(800, 60, 97)]);
  const missed = judgeLoad('/cs', '/__bench-static/cs', [run(900, 200, 90)], [run(800, 60, 97)]);

  it('names every figure where all hold', () => {
    expect(floorLines([held], [dialog]).map(([label, pass]) => `${pass ? 'PASS' : 'FAIL'} ${label}`)).toEqual([
      'PASS D92 a dialog paints within 1.2x the bare Radix Dialog tapped right after it (median of paired ratios): all 1 hold: signup 1.20x',
      "PASS D92 every tap's INP <= 200 ms on the phone (median): all 1 hold: signup 120 ms",
      'PASS D92 every tap within 100 ms on desktop (median): all 1 hold: signup 60 ms',
      "PASS D92 LCP <= 1.05x its own copy's median: all 1 hold: / 1.00x (800 ms ÷ 800 ms)",
      "PASS D92 TBT <= its own copy's median + 100 ms: all 1 hold: / 100 ms (copy 60 ms)",
      "PASS D92 Performance >= its own copy's lowest - 2 (lowest of its runs): all 1 hold: / 98 (copy 97)",
    ]);
  });

  it('fails a line on one miss and names the misses only', () => {
    const lines = floorLines([held, missed], [dialog, pageChange]);
    expect(lines.map(([, pass]) => pass)).toEqual([true, false, false, false, false, false, false]);
    expect(lines[1][0]).toBe(
      "D92 a page change or the language toggle paints within 1.2x the data router's link tapped right after it (median of paired ratios): 0 of 1 hold; misses: CZ 1.50x",
    );
    expect(lines[2][0]).toBe("D92 every tap's INP <= 200 ms on the phone (median): 1 of 2 hold; misses: CZ 210 ms");
    expect(lines[4][0]).toBe("D92 LCP <= 1.05x its own copy's median: 1 of 2 hold; misses: /cs 1.13x (900 ms ÷ 800 ms)");
  });

  it('has no line for a series the run left out', () => {
    expect(floorLines([], [dialog]).map(([label]) => label.split(':')[0])).toEqual([
      'D92 a dialog paints within 1.2x the bare Radix Dialog tapped right after it (median of paired ratios)',
      "D92 every tap's INP <= 200 ms on the phone (median)",
      'D92 every tap within 100 ms on desktop (median)',
    ]);
    expect(floorLines([held], [])).toHaveLength(3);
  });
});
