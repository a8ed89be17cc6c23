/**
 * Where a tap's milliseconds go, read from a Chrome trace that `npm run bench -- --interactions-only
 * --trace` wrote (bench/.traces/): the renderer's main-thread tasks from the tap on, style and
 * layout (and how much of it JavaScript forced synchronously: a focus() or a measurement), paint,
 * garbage collection, and JavaScript self time by script file from the sampling profiler.
 *
 *   npx tsx bench/trace-summary.ts bench/.traces/*.json
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      type?: string;
      cpuProfile?: { nodes?: { id: number; callFrame: { url: string; functionName: string } }[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

const SCRIPT = new Set([
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'RunMicrotasks',
  'FireAnimationFrame',
  'V8.Execute',
  'EvaluateScript',
]);
const GC = /GC|GarbageCollection/;

export function summarize(events: TraceEvent[]) {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'EventDispatch'),
  );
  if (!main) throw new Error('trace: no renderer main thread with input');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tap = onMain.find((e) => e.name === 'EventDispatch' && ['pointerdown', 'touchstart'].includes(e.args?.data?.type ?? ''));
  const from = tap?.ts ?? 0;
  // Up to the mark the bench sets once the answer's frame has painted (bench/interactions.ts).
  const to = events.find((e) => e.name === 'bench:painted' && e.pid === main.pid)?.ts ?? Infinity;
  const after = onMain.filter((e) => e.ts >= from && e.ts < to);
  const ms = (us: number) => Math.round(us / 100) / 10;
  const sum = (list: TraceEvent[]) => ms(list.reduce((total, e) => total + (e.dur ?? 0), 0));
  const scripts = after.filter((e) => SCRIPT.has(e.name));
  const inScript = (e: TraceEvent) => scripts.some((s) => s !== e && s.ts <= e.ts && e.ts + (e.dur ?? 0) <= s.ts + (s.dur ?? 0));
  const total = (name: string | RegExp) => sum(after.filter((e) => (typeof name === 'string' ? e.name === name : name.test(e.name))));
  const forced = (name: string) => sum(after.filter((e) => e.name === name && inScript(e)));
  const tasks = after
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 16_000)
    .map((e) => ({ at: ms(e.ts - from), ms: ms(e.dur ?? 0) }));
  // JavaScript self time by file: the profiler's samples from the tap on.
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const frames = new Map<number, string>();
  const functions = new Map<number, string>();
  let time = events.find((e) => e.name === 'Profile' && e.pid === main.pid)?.ts ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) {
      // A chunk without its hash; native work (focus, setAttribute) and V8's own states by name.
      const { url, functionName } = node.callFrame;
      frames.set(node.id, url ? path.basename(url).replace(/-[\w-]{8}\.js$/, '.js') : functionName);
      functions.set(node.id, functionName || '(anonymous)');
    }
    const samples = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    samples.forEach((node, i) => {
      time += deltas[i] ?? 0;
      const next = deltas[i + 1] ?? 0;
      const source = frames.get(node) ?? '?';
      if (time < from || time >= to || source === '(idle)') return;
      bySource.set(source, (bySource.get(source) ?? 0) + next);
      const fn = `${source}:${functions.get(node)}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + next);
    });
  }
  return {
    longTasks: tasks.map(({ at, ms: length }) => `${length} ms at +${at}`).join(', '),
    tapToPaintedMs: to === Infinity ? undefined : ms(to - from),
    scriptingMs: sum(scripts.filter((e) => !inScript(e))),
    styleMs: total('UpdateLayoutTree'),
    forcedStyleMs: forced('UpdateLayoutTree'),
    layoutMs: total('Layout'),
    forcedLayoutMs: forced('Layout'),
    paintMs: total(/^(PrePaint|Paint|Layerize|Commit)$/),
    gcMs: total(GC),
    jsBySource: [...bySource]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([source, us]) => `${source} ${ms(us)}`),
    jsByFunction: [...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([fn, us]) => `${fn} ${ms(us)}`),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    const trace = JSON.parse(await readFile(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    console.log(path.basename(file), JSON.stringify(summarize(Array.isArray(trace) ? trace : trace.traceEvents), null, 1));
  }
}
