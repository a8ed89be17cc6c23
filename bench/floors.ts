/**
 * What a full bench run judges, each figure beside the floor of what it must do, measured at the
 * same moments: a load beside its own page without scripts (bench/static-floor.ts), a dialog beside
 * the bare Radix Dialog and a page change beside the same link on the data router, each floor
 * tapped right after the tap it judges. Pure, so the rules are unit-tested
 * (tests/tooling/floors.test.ts); bench/run.ts and bench/interactions.ts measure. Every judgement
 * keeps the raw values it was taken from, so bench/results.json can be recomputed by hand.
 */
import { pairedRatios, spread, tapFigure, type TapSample } from './tap-timing';

export const FLOOR_RULES = {
  /** A URL's median LCP at most this times its copy's median LCP. */
  lcpRatio: 1.05,
  /** A URL's median TBT at most its copy's median plus this. */
  tbtOverCopyMs: 100,
  /** A URL's lowest Performance at least its copy's lowest minus this. */
  performanceUnderCopy: 2,
  /** Each tap's median of paired ratios to the floor tapped after it. */
  tapRatio: 1.2,
  /** "Good" Interaction to Next Paint. */
  inpMs: 200,
  desktopMs: 100,
} as const;

/** The three figures of one Lighthouse run that a load is judged on. */
export interface LoadRun {
  lcp: number;
  tbt: number;
  performance: number;
}

export interface LoadJudgement {
  url: string;
  copy: string;
  runs: LoadRun[];
  copyRuns: LoadRun[];
  lcp: { median: number; copyMedian: number; ratio: number; most: number; pass: boolean };
  tbt: { median: number; copyMedian: number; most: number; pass: boolean };
  performance: { lowest: number; copyLowest: number; least: number; pass: boolean };
}

/** Medians are the upper one of an even count, as every figure of the bench: never the kinder one. */
const median = (values: number[]) => spread(values).median;

export function judgeLoad(url: string, copy: string, runs: LoadRun[], copyRuns: LoadRun[]): LoadJudgement {
  const lcp = median(runs.map((run) => run.lcp));
  const copyLcp = median(copyRuns.map((run) => run.lcp));
  const tbt = median(runs.map((run) => run.tbt));
  const copyTbt = median(copyRuns.map((run) => run.tbt));
  const lowest = Math.min(...runs.map((run) => run.performance));
  const copyLowest = Math.min(...copyRuns.map((run) => run.performance));
  const ratio = lcp / copyLcp;
  return {
    url,
    copy,
    runs,
    copyRuns,
    lcp: { median: lcp, copyMedian: copyLcp, ratio, most: FLOOR_RULES.lcpRatio, pass: ratio <= FLOOR_RULES.lcpRatio },
    tbt: { median: tbt, copyMedian: copyTbt, most: copyTbt + FLOOR_RULES.tbtOverCopyMs, pass: tbt <= copyTbt + FLOOR_RULES.tbtOverCopyMs },
    performance: {
      lowest,
      copyLowest,
      least: copyLowest - FLOOR_RULES.performanceUnderCopy,
      pass: lowest >= copyLowest - FLOOR_RULES.performanceUnderCopy,
    },
  };
}

/** One site action's taps: phone taps, each with the floor tap of its kind taken right after it, and desktop taps. */
export interface TapSeries {
  name: string;
  answer: 'dialog' | 'new-heading';
  phone: TapSample[];
  /** The bare Radix Dialog after each dialog tap, or the same link on the data router after each page change. */
  floor: TapSample[];
  desktop: TapSample[];
}

export interface TapJudgement {
  name: string;
  answer: TapSeries['answer'];
  floor: string;
  /** Each phone tap ÷ the floor tap after it, in the order taken. */
  ratios: number[];
  ratio: { median: number; most: number; pass: boolean };
  inp: { median: number; most: number; pass: boolean };
  desktop: { median: number; most: number; pass: boolean };
}

const FLOOR_NAME = { dialog: 'the bare Radix Dialog', 'new-heading': "the data router's link" };

export function judgeTaps({ name, answer, phone, floor, desktop }: TapSeries): TapJudgement {
  const ratios = pairedRatios(phone, floor);
  const ratio = median(ratios);
  const inp = median(phone.map((tap) => tap.inp));
  const desktopMedian = median(desktop.map(tapFigure));
  return {
    name,
    answer,
    floor: FLOOR_NAME[answer],
    ratios,
    ratio: { median: ratio, most: FLOOR_RULES.tapRatio, pass: ratio <= FLOOR_RULES.tapRatio },
    inp: { median: inp, most: FLOOR_RULES.inpMs, pass: inp <= FLOOR_RULES.inpMs },
    desktop: { median: desktopMedian, most: FLOOR_RULES.desktopMs, pass: desktopMedian <= FLOOR_RULES.desktopMs },
  };
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** "3 of 4 hold; misses: a (x), b (y)", or "all 4 hold: a (x), ...". */
function verdict<T>(items: T[], pass: (item: T) => boolean, describe: (item: T) => string): string {
  const misses = items.filter((item) => !pass(item));
  if (!misses.length) return `all ${items.length} hold: ${items.map(describe).join(', ')}`;
  return `${items.length - misses.length} of ${items.length} hold; misses: ${misses.map(describe).join(', ')}`;
}

/** The pass/fail lines of the rules, each with its figures; a series left out of the run (no taps, no loads) has no line. */
export function floorLines(loads: LoadJudgement[], taps: TapJudgement[]): [string, boolean][] {
  const lines: [string, boolean][] = [];
  const ratioLine = (kind: TapSeries['answer'], label: string) => {
    const judged = taps.filter((tap) => tap.answer === kind);
    if (judged.length)
      lines.push([
        `D92 ${label} within ${FLOOR_RULES.tapRatio}x ${FLOOR_NAME[kind]} tapped right after it (median of paired ratios): ${verdict(
          judged,
          (tap) => tap.ratio.pass,
          (tap) => `${tap.name} ${tap.ratio.median.toFixed(2)}x`,
        )}`,
        judged.every((tap) => tap.ratio.pass),
      ]);
  };
  ratioLine('dialog', 'a dialog paints');
  ratioLine('new-heading', 'a page change or the language toggle paints');
  if (taps.length)
    lines.push(
      [
        `D92 every tap's INP <= ${FLOOR_RULES.inpMs} ms on the phone (median): ${verdict(
          taps,
          (tap) => tap.inp.pass,
          (tap) => `${tap.name} ${ms(tap.inp.median)}`,
        )}`,
        taps.every((tap) => tap.inp.pass),
      ],
      [
        `D92 every tap within ${FLOOR_RULES.desktopMs} ms on desktop (median): ${verdict(
          taps,
          (tap) => tap.desktop.pass,
          (tap) => `${tap.name} ${ms(tap.desktop.median)}`,
        )}`,
        taps.every((tap) => tap.desktop.pass),
      ],
    );
  if (loads.length)
    lines.push(
      [
        `D92 LCP <= ${FLOOR_RULES.lcpRatio}x its own copy's median: ${verdict(
          loads,
          (load) => load.lcp.pass,
          (load) => `${load.url} ${load.lcp.ratio.toFixed(2)}x (${ms(load.lcp.median)} ÷ ${ms(load.lcp.copyMedian)})`,
        )}`,
        loads.every((load) => load.lcp.pass),
      ],
      [
        `D92 TBT <= its own copy's median + ${FLOOR_RULES.tbtOverCopyMs} ms: ${verdict(
          loads,
          (load) => load.tbt.pass,
          (load) => `${load.url} ${ms(load.tbt.median)} (copy ${ms(load.tbt.copyMedian)})`,
        )}`,
        loads.every((load) => load.tbt.pass),
      ],
      [
        `D92 Performance >= its own copy's lowest - ${FLOOR_RULES.performanceUnderCopy} (lowest of its runs): ${verdict(
          loads,
          (load) => load.performance.pass,
          (load) => `${load.url} ${load.performance.lowest} (copy ${load.performance.copyLowest})`,
        )}`,
        loads.every((load) => load.performance.pass),
      ],
    );
  return lines;
}
