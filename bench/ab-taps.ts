/**
 * The bench's calibrated phone taps on two builds served side by side, alternating which goes first
 * each round, so a busy machine's drift falls on both (issue 37):
 *   npx tsx bench/ab-taps.ts <dist-before> <dist-after> [rounds=5] [actions=CZ,EN,Meet] [holdMs=0]
 * Build each with `DIST_DIR=<dir> npm run build:local` at the commit to compare. Prints, per action
 * and build, the median and range of D34's figure (tap to painted frame, or INP if longer) and the
 * benchmarkIndex the phone was calibrated from. `holdMs` holds the finger that long between
 * touchstart and touchend, as a finger does (D34's tap sends both at once): a diagnostic of INP,
 * which starts at the release; the figure then includes the hold.
 */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, benchChromium } from './chromium';
import { ACTIONS, measurePhoneTap } from './interactions';
import { serveDist } from './serve-dist';
import { spread, tapFigure } from './tap-timing';

const [distA, distB, roundsArg, actionsArg, holdArg] = process.argv.slice(2);
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
const browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_ARGS });
try {
  for (let round = 0; round < rounds; round++)
    for (const action of actions)
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        const tap = await measurePhoneTap(browser, `http://127.0.0.1:${build.port}`, action, { kind: 'calibrated' }, undefined, holdMs);
        const key = `${action.name} | ${build.name}`;
        samples.set(key, [
          ...(samples.get(key) ?? []),
          { figure: tapFigure(tap), index: tap.benchmarkIndex, painted: tap.paintedAt - tap.tapAt, inp: tap.inp },
        ]);
        console.log(
          `${key}: ${Math.round(tapFigure(tap))} ms (painted ${Math.round(tap.paintedAt - tap.tapAt)}, frame done ${Math.round((tap.frameDoneAt ?? NaN) - tap.tapAt)}, INP ${Math.round(tap.inp)}; benchmarkIndex ${tap.benchmarkIndex})`,
        );
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
