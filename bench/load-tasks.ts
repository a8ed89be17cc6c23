/**
 * The load's main-thread tasks, read from the trace of a Lighthouse run that `npm run bench --
 * --load-traces` saved (bench/.lighthouse/*.trace.json). Lighthouse's simulated throttling loads the
 * page at this machine's own speed, so a trace's durations are at 1x: every task of 10 ms or more
 * from the first contentful paint to the end of the trace (Lighthouse's quiet window), with what
 * runs in it (script evaluation by file, functions called by file, style, layout, parsing, GC), and
 * the total main-thread time before and after the first paint.
 *
 *   npx tsx bench/load-tasks.ts bench/.lighthouse/_cs-1.trace.json [--min=10]
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

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
      cpuProfile?: { nodes?: { id: number; callFrame: { url: string; functionName: string } }[]; samples?: number[] };
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

/** JavaScript self time by script file from the sampling profiler, as [timestamp, file, µs] (none if it was off). */
function jsSamples(events: TraceEvent[], pid: number): [number, string, number][] {
  const frames = new Map<number, string>();
  const out: [number, string, number][] = [];
  let time = events.find((e) => e.name === 'Profile' && e.pid === pid)?.ts ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? [])
      frames.set(node.id, file(node.callFrame.url) || node.callFrame.functionName);
    const samples = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    samples.forEach((node, i) => {
      time += deltas[i] ?? 0;
      const source = frames.get(node) ?? '?';
      if (source !== '(idle)' && source !== '(program)') out.push([time, source, deltas[i + 1] ?? 0]);
    });
  }
  return out;
}

export function loadTasks(events: TraceEvent[], minMs = 10) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('trace: no firstContentfulPaint');
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp.pid);
  if (!main) throw new Error('trace: no renderer main thread for the page');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const runTasks = onMain.filter((e) => e.name === 'RunTask');
  const total = (list: TraceEvent[]) => ms(list.reduce((sum, e) => sum + (e.dur ?? 0), 0));
  const samples = jsSamples(events, main.pid);
  const jsIn = (task: TraceEvent) => {
    const bySource = new Map<string, number>();
    for (const [ts, source, us] of samples)
      if (ts >= task.ts && ts < task.ts + (task.dur ?? 0)) bySource.set(source, (bySource.get(source) ?? 0) + us);
    return [...bySource]
      .filter(([, us]) => us >= 1000)
      .sort((a, b) => b[1] - a[1])
      .map(([source, us]) => `${source} ${ms(us)}`);
  };
  const long = runTasks
    .filter((task) => task.ts >= fcp.ts && (task.dur ?? 0) >= minMs * 1000)
    .map((task): LoadTask => {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
      return { at: ms(task.ts - fcp.ts), ms: ms(task.dur ?? 0), parts: breakdown(task, inside), js: jsIn(task) };
    });
  return {
    tasks: long,
    beforeFcpMs: total(runTasks.filter((task) => task.ts < fcp.ts)),
    afterFcpMs: total(runTasks.filter((task) => task.ts >= fcp.ts)),
    longTasksMs: ms(long.reduce((sum, task) => sum + task.ms * 1000, 0)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const min = Number(process.argv.find((arg) => arg.startsWith('--min='))?.split('=')[1] ?? 10);
  for (const name of process.argv.slice(2).filter((arg) => !arg.startsWith('--'))) {
    const trace = JSON.parse(await readFile(name, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const result = loadTasks(Array.isArray(trace) ? trace : trace.traceEvents, min);
    console.log(
      `${path.basename(name)}: main thread ${result.beforeFcpMs} ms before FCP, ${result.afterFcpMs} ms after; ` +
        `${result.tasks.length} tasks of ${min} ms or more, ${result.longTasksMs} ms (1x)`,
    );
    for (const task of result.tasks)
      console.log(
        `  +${task.at} ms  ${task.ms} ms  ${task.parts.join(', ')}${task.js.length ? `; JS by file: ${task.js.join(', ')}` : ''}`,
      );
  }
}
