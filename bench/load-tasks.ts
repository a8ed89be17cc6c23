/**
 * The load's main-thread tasks, read from the trace of a Lighthouse run that `npm run bench --
 * --load-traces` saved (bench/.lighthouse/*.trace.json). Lighthouse's simulated throttling loads the
 * page at this machine's own speed, so a trace's durations are at 1x: every task of 10 ms or more
 * from the first contentful paint to the end of the trace (Lighthouse's quiet window), with what
 * runs in it (script evaluation by file, functions called by file, style, layout, parsing, GC), and
 * the total main-thread time before and after the first paint.
 *
 *   npx tsx bench/load-tasks.ts bench/.lighthouse/_cs-1.trace.json [--min=10] [--maps=<dist>] [--top=6]
 *
 * A tap's trace (bench/ab-taps.ts --trace, npm run bench -- --trace) is read the same way from the
 * tap's first event; its durations are at the phone's slowdown, not 1x.
 *
 * `--maps` names the build that ran, built with BUILD_SOURCEMAP=1 (hidden maps, the same bytes):
 * each task then also says whose functions ran, as "react-dom: beginWork 4.2" or "src/app/router.tsx: load 1.1".
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      frame?: string;
      isMainFrame?: boolean;
      isOutermostMainFrame?: boolean;
      cpuProfile?: {
        nodes?: { id: number; callFrame: { url: string; functionName: string; lineNumber?: number; columnNumber?: number } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

export interface LoadTask {
  /** Start, ms after the first contentful paint. */
  at: number;
  ms: number;
  /** What ran in it, largest first: e.g. "evaluate dist.js 31", "style 4". */
  parts: string[];
  /** JavaScript self time in it by script file, where the trace has the sampling profiler's data. */
  js: string[];
  /** With source maps: the functions with the most self time in it, by their original source. */
  functions: string[];
}

const ms = (us: number) => Math.round(us / 100) / 10;
const file = (url = '') => (url ? path.basename(url.split('?')[0]).replace(/-[\w-]{8}\.(js|css)$/, '.$1') || url : '');

/** A descendant event's label, or undefined for one that only wraps others. */
function label(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
    case 'v8.run':
      return `evaluate ${file(data?.url) || 'module'}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return `compile ${file(data?.url)}`.trim();
    case 'FunctionCall':
      return `call ${file(data?.url) || data?.functionName || '?'}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'RunMicrotasks':
    case 'FireIdleCallback':
      return undefined;
    case 'EventDispatch':
      return `event ${data?.type ?? ''}`.trim();
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    default:
      return /GC|GarbageCollection/.test(event.name) ? 'GC' : undefined;
  }
}

/** Self time of each labelled descendant of `task`, grouped by label. */
function breakdown(task: TraceEvent, inside: TraceEvent[]): string[] {
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  const labelled = inside
    .map((event) => ({ event, label: label(event) }))
    .filter((entry): entry is { event: TraceEvent; label: string } => !!entry.label);
  const self = new Map<string, number>();
  for (const { event, label: name } of labelled) {
    // Self time: its duration less that of the labelled events directly inside it.
    const children = labelled.filter(
      (other) =>
        other.event !== event &&
        other.event.ts >= event.ts &&
        end(other.event) <= end(event) &&
        !labelled.some(
          (between) =>
            between.event !== event &&
            between.event !== other.event &&
            between.event.ts <= other.event.ts &&
            end(other.event) <= end(between.event) &&
            between.event.ts >= event.ts &&
            end(between.event) <= end(event),
        ),
    );
    const own = (event.dur ?? 0) - children.reduce((sum, child) => sum + (child.event.dur ?? 0), 0);
    self.set(name, (self.get(name) ?? 0) + Math.max(0, own));
  }
  const accounted = [...self.values()].reduce((sum, value) => sum + value, 0);
  const other = (task.dur ?? 0) - accounted;
  if (other > 500) self.set('other', other);
  return [...self]
    .filter(([, us]) => us >= 500)
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => `${name} ${ms(us)}`);
}

/** Where a minified frame came from, through the build's hidden source maps: "react-dom: beginWork". */
export function sourceNamer(dist: string) {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const consumer = (url: string) => {
    const name = path.basename(url.split('?')[0]);
    if (!maps.has(name)) {
      const map = path.join(dist, 'assets', `${name}.map`);
      maps.set(name, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : undefined);
    }
    return maps.get(name);
  };
  return (frame: { url: string; functionName: string; lineNumber?: number; columnNumber?: number }): string | undefined => {
    const map = frame.url ? consumer(frame.url) : undefined;
    if (!map || frame.lineNumber === undefined) return undefined;
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber ?? 0 });
    if (!at.source) return undefined;
    const source = at.source.includes('node_modules/') ? at.source.split('node_modules/').at(-1)! : at.source.replace(/^(\.\.\/)+/, '');
    return `${source}:${at.line}${at.name || frame.functionName ? ` ${at.name || frame.functionName}` : ''}`;
  };
}

/** JavaScript self time from the sampling profiler, as [timestamp, file, function, µs] (none if it was off). */
function jsSamples(events: TraceEvent[], pid: number, name?: ReturnType<typeof sourceNamer>): [number, string, string, number][] {
  const frames = new Map<number, [string, string]>();
  const out: [number, string, string, number][] = [];
  let time = events.find((e) => e.name === 'Profile' && e.pid === pid)?.ts ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) {
      const source = file(node.callFrame.url) || node.callFrame.functionName;
      frames.set(node.id, [source, name?.(node.callFrame) ?? `${source}: ${node.callFrame.functionName || '(anonymous)'}`]);
    }
    const samples = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    samples.forEach((node, i) => {
      time += deltas[i] ?? 0;
      const [source, fn] = frames.get(node) ?? ['?', '?'];
      if (source !== '(idle)' && source !== '(program)') out.push([time, source, fn, deltas[i + 1] ?? 0]);
    });
  }
  return out;
}

/** Where the tasks are counted from: the first contentful paint of a load, or the first event of a tap's trace. */
function anchorOf(events: TraceEvent[]): { event: TraceEvent; label: string } {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (fcp) return { event: fcp, label: 'FCP' };
  const tap = events.find((e) => e.name === 'EventDispatch' && /^(pointerdown|touchstart)$/.test(e.args?.data?.type ?? ''));
  if (tap) return { event: tap, label: 'the tap' };
  throw new Error('trace: no firstContentfulPaint and no tap');
}

export function loadTasks(events: TraceEvent[], minMs = 10, name?: ReturnType<typeof sourceNamer>, topFunctions = 6) {
  const { event: start, label } = anchorOf(events);
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === start.pid);
  if (!main) throw new Error('trace: no renderer main thread for the page');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const runTasks = onMain.filter((e) => e.name === 'RunTask');
  const total = (list: TraceEvent[]) => ms(list.reduce((sum, e) => sum + (e.dur ?? 0), 0));
  const samples = jsSamples(events, main.pid, name);
  const top = (task: TraceEvent, column: 1 | 2, count: number) => {
    const by = new Map<string, number>();
    for (const sample of samples)
      if (sample[0] >= task.ts && sample[0] < task.ts + (task.dur ?? 0)) by.set(sample[column], (by.get(sample[column]) ?? 0) + sample[3]);
    return [...by]
      .filter(([, us]) => us >= 1000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, us]) => `${key} ${ms(us)}`);
  };
  const long = runTasks
    .filter((task) => task.ts >= start.ts && (task.dur ?? 0) >= minMs * 1000)
    .map((task): LoadTask => {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
      return {
        at: ms(task.ts - start.ts),
        ms: ms(task.dur ?? 0),
        parts: breakdown(task, inside),
        js: top(task, 1, 8),
        functions: name ? top(task, 2, topFunctions) : [],
      };
    });
  return {
    label,
    tasks: long,
    beforeFcpMs: total(runTasks.filter((task) => task.ts < start.ts)),
    afterFcpMs: total(runTasks.filter((task) => task.ts >= start.ts)),
    longTasksMs: ms(long.reduce((sum, task) => sum + task.ms * 1000, 0)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (key: string) => process.argv.find((arg) => arg.startsWith(`--${key}=`))?.split('=')[1];
  const min = Number(option('min') ?? 10);
  const maps = option('maps');
  const name = maps ? sourceNamer(maps) : undefined;
  for (const traceFile of process.argv.slice(2).filter((arg) => !arg.startsWith('--'))) {
    const trace = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const result = loadTasks(Array.isArray(trace) ? trace : trace.traceEvents, min, name, Number(option('top') ?? 6));
    console.log(
      `${path.basename(traceFile)}: main thread ${result.beforeFcpMs} ms before ${result.label}, ${result.afterFcpMs} ms after; ` +
        `${result.tasks.length} tasks of ${min} ms or more, ${result.longTasksMs} ms (1x)`,
    );
    for (const task of result.tasks)
      console.log(
        `  +${task.at} ms  ${task.ms} ms  ${task.parts.join(', ')}${task.js.length ? `; JS by file: ${task.js.join(', ')}` : ''}` +
          (task.functions.length ? `\n      ${task.functions.join(' | ')}` : ''),
      );
  }
}
