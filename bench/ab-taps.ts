/**
 * The bench's calibrated phone taps on two builds served side by side, alternating which goes first
 * each round, so a busy machine's drift falls on both (issue 37):
 *   npx tsx bench/ab-taps.ts <dist-before> <dist-after> [rounds=5] [actions=CZ,EN,Meet] [holdMs=0] [--trace=<dir>]
 * Build each with `DIST_DIR=<dir> npm run build:local` at the commit to compare. Prints, per action
 * and build, the median and range of D34's figure (tap to painted frame, or INP if longer) and the
 * benchmarkIndex the phone was calibrated from. `holdMs` holds the finger that long between
 * touchstart and touchend, as a finger does (D34's tap sends both at once): a diagnostic of INP,
 * which starts at the release; the figure then includes the hold.
 *
 * Paired: each round reads the benchmarkIndex once per action and slows both builds' taps by the
 * same factor, then prints the ratio after ÷ before of each pair. Calibrating each tap on its own
 * made the figure follow the index (a tap slowed 6x after an index of 1,600 beside one slowed 3.4x
 * after 900, on the same build), which swamped the difference between the builds.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, benchChromium } from './chromium';
import { ACTIONS, benchmarkIndex, measurePhoneTap, slug } from './interactions';
import { serveDist } from './serve-dist';
import { spread, tapFigure } from './tap-timing';

const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const [distA, distB, roundsArg, actionsArg, holdArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// `--trace=<dir>`: a Chrome trace of each build's first tap of each action, for bench/trace-summary.ts.
const traceDir = flags.find((flag) => flag.startsWith('--trace='))?.slice('--trace='.length);
// `--invalidations`: the traces also record what made the browser restyle or lay out what.
const invalidations = flags.includes('--invalidations');
if (traceDir) await mkdir(traceDir, { recursive: true });
const holdMs = Number(holdArg ?? 0);
const rounds = Number(roundsArg ?? 5);
const names = (actionsArg ?? 'CZ,EN,Meet').split(',');
const actions = ACTIONS.filter((action) => names.some((name) => action.name.includes(name)));
const builds = [
  { name: 'before', dist: distA, port: 4522 },
  { name: 'after', dist: distB, port: 4622 },
];
const servers = await Promise.all(
  builds.map(({ dist, port, name }) => serveDist(port, { DIST_DIR: dist, LOCAL_DB_DIR: `.data/ab-taps-${name}-${Date.now()}` })),
);
const samples = new Map<string, { figure: number; index: number; painted: number; inp: number }[]>();
const ratios = new Map<string, number[]>();
const browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_ARGS });
try {
  for (let round = 0; round < rounds; round++)
    for (const action of actions) {
      const index = await benchmarkIndex(browser);
      const pair: Record<string, number> = {};
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        const trace =
          traceDir && round === 0 ? { path: path.join(traceDir, `${slug(action.name)}-${build.name}.json`), invalidations } : undefined;
        const tap = await measurePhoneTap(browser, `http://127.0.0.1:${build.port}`, action, { kind: 'calibrated' }, trace, holdMs, index);
        const key = `${action.name} | ${build.name}`;
        pair[build.name] = tapFigure(tap);
        samples.set(key, [
          ...(samples.get(key) ?? []),
          { figure: tapFigure(tap), index: tap.benchmarkIndex, painted: tap.paintedAt - tap.tapAt, inp: tap.inp },
        ]);
        console.log(
          `${key}: ${Math.round(tapFigure(tap))} ms (painted ${Math.round(tap.paintedAt - tap.tapAt)}, frame done ${Math.round((tap.frameDoneAt ?? NaN) - tap.tapAt)}, INP ${Math.round(tap.inp)}; benchmarkIndex ${index}, CPU ${tap.cpuSlowdown.toFixed(1)}x)`,
        );
      }
      ratios.set(action.name, [...(ratios.get(action.name) ?? []), pair.after / pair.before]);
    }
} finally {
  await browser.close();
  for (const server of servers) server.kill('SIGTERM');
}
for (const [key, taps] of samples) {
  const figure = spread(taps.map((tap) => tap.figure));
  const index = spread(taps.map((tap) => tap.index));
  const painted = spread(taps.map((tap) => tap.painted));
  const inp = spread(taps.map((tap) => tap.inp));
  console.log(
    `${key.padEnd(48)} ${Math.round(figure.median)} ms (${Math.round(figure.min)}-${Math.round(figure.max)}); painted ${Math.round(painted.median)}, INP ${Math.round(inp.median)} (${Math.round(inp.min)}-${Math.round(inp.max)}); benchmarkIndex ${index.median} (${index.min}-${index.max}), n=${taps.length}`,
  );
}
for (const [name, values] of ratios) {
  const ratio = spread(values);
  console.log(
    `${name.padEnd(48)} after ÷ before, paired: ${ratio.median.toFixed(2)} (${ratio.min.toFixed(2)}-${ratio.max.toFixed(2)}), n=${values.length}`,
  );
}
