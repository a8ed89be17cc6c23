/**
 * Lighthouse (the bench's settings: mobile, simulated throttling) on two builds served side by side,
 * alternating which goes first each round, so a busy machine's drift falls on both (issue 33):
 *   npx tsx bench/ab.ts <dist-before> <dist-after> [rounds=5] [portBefore=4322] [portAfter=4422]
 * Build each with `DIST_DIR=<dir> npm run build:local` at the commit to compare.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveDist } from './serve-dist';
const [distA, distB, roundsArg, portA, portB] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 5);
const builds = [
  { name: 'before', dist: distA, port: Number(portA ?? 4322) },
  { name: 'after', dist: distB, port: Number(portB ?? 4422) },
];
const servers = await Promise.all(
  builds.map(({ dist, port, name }) => serveDist(port, { DIST_DIR: dist, LOCAL_DB_DIR: `.data/ab-${name}-${Date.now()}` })),
);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: { build: string; url: string; lcp: number; tbt: number; bi: number }[] = [];
try {
  for (let round = 0; round < rounds; round++) {
    for (const url of ['/', '/andrea']) {
      const order = round % 2 ? [...builds].reverse() : builds;
      for (const build of order) {
        for (let attempt = 0; attempt < 3; attempt++) {
          const result = await lighthouse(`http://localhost:${build.port}${url}`, { port: chrome.port, output: 'json', logLevel: 'error' });
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) continue;
          const row = {
            build: build.name,
            url,
            lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN),
            tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? NaN),
            bi: Math.round(lhr.environment.benchmarkIndex),
          };
          rows.push(row);
          console.log(JSON.stringify(row));
          break;
        }
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill('SIGTERM');
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const url of ['/', '/andrea'])
  for (const { name } of builds) {
    const r = rows.filter((row) => row.url === url && row.build === name);
    const f = (k: 'lcp' | 'tbt' | 'bi') =>
      `${median(r.map((x) => x[k]))} (${Math.min(...r.map((x) => x[k]))}-${Math.max(...r.map((x) => x[k]))})`;
    console.log(`${url.padEnd(8)} ${name.padEnd(7)} n=${r.length} LCP ${f('lcp')} TBT ${f('tbt')} benchmarkIndex ${f('bi')}`);
  }
