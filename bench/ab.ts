/**
 * Lighthouse with the bench's settings (mobile, simulated throttling, the CPU multiplier calibrated
 * from this machine's benchmarkIndex read once per round and URL, the same for both builds) on two builds served side by side,
 * alternating which goes first each round, so a busy machine's drift falls on both (issue 33):
 *   npx tsx bench/ab.ts <dist-before> <dist-after> [rounds=5] [urls=/cs,/andrea]
 * Build each with `DIST_DIR=<dir> npm run build:local` (and the e2e server's env) at the commit to
 * compare. Each run's trace goes to .data/ab-traces/; the table gives LCP, TBT, Performance and the
 * main-thread time at 1x after the first paint (bench/load-tasks.ts reads a trace's tasks).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { lighthouseCpuMultiplier } from './calibration';
import { benchChromium, CHROMIUM_ARGS } from './chromium';
import { benchmarkIndex } from './interactions';
import { loadTasks, type TraceEvent } from './load-tasks';
import { serveDist } from './serve-dist';

const [distA, distB, roundsArg, urlsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 5);
const urls = (urlsArg ?? '/cs,/andrea').split(',');
const traces = path.resolve(import.meta.dirname, '..', '.data', 'ab-traces');
await mkdir(traces, { recursive: true });
const builds = [
  { name: 'before', dist: distA, port: 4322 },
  { name: 'after', dist: distB, port: 4422 },
];
const servers = await Promise.all(
  builds.map(({ dist, port, name }) => serveDist(port, { DIST_DIR: dist, LOCAL_DB_DIR: `.data/ab-${name}-${Date.now()}` })),
);
const chrome = await chromeLauncher.launch({
  chromePath: benchChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const benchmark = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_ARGS });
type Row = { build: string; url: string; lcp: number; tbt: number; perf: number; mainMs: number; longMs: number; bi: number };
const rows: Row[] = [];
try {
  for (let round = 0; round < rounds; round++) {
    for (const url of urls) {
      const order = round % 2 ? [...builds].reverse() : builds;
      // Paired: one index per round and URL slows both builds alike (see bench/ab-taps.ts for why).
      const bi = await benchmarkIndex(benchmark);
      for (const build of order) {
        for (let attempt = 0; attempt < 3; attempt++) {
          const result = await lighthouse(`http://localhost:${build.port}${url}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            throttling: { cpuSlowdownMultiplier: lighthouseCpuMultiplier(bi) },
            // Script evaluation and the sampling profiler, so a task says whose code ran (both builds alike).
            additionalTraceCategories: 'v8.execute,disabled-by-default-v8.cpu_profiler',
          });
          const lhr = result?.lhr;
          if (!result || !lhr || lhr.runtimeError) continue;
          const events = (result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents;
          const file = `${build.name}${url.replace(/\W+/g, '_')}-${round + 1}.trace.json`;
          await writeFile(path.join(traces, file), JSON.stringify({ traceEvents: events }));
          const tasks = loadTasks(events);
          const row = {
            build: build.name,
            url,
            lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN),
            tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? NaN),
            perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
            mainMs: Math.round(tasks.afterFcpMs),
            longMs: Math.round(tasks.longTasksMs),
            bi,
          };
          rows.push(row);
          console.log(JSON.stringify({ ...row, trace: file }));
          break;
        }
      }
    }
  }
} finally {
  await benchmark.close();
  await chrome.kill();
  for (const server of servers) server.kill('SIGTERM');
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const url of urls)
  for (const { name } of builds) {
    const r = rows.filter((row) => row.url === url && row.build === name);
    const f = (k: keyof Omit<Row, 'build' | 'url'>) =>
      `${median(r.map((x) => x[k]))} (${Math.min(...r.map((x) => x[k]))}-${Math.max(...r.map((x) => x[k]))})`;
    console.log(
      `${url.padEnd(8)} ${name.padEnd(7)} n=${r.length} LCP ${f('lcp')} TBT ${f('tbt')} Performance ${f('perf')} ` +
        `main thread after FCP at 1x ${f('mainMs')}, in tasks >= 10 ms ${f('longMs')}; benchmarkIndex ${f('bi')}`,
    );
  }
