// What fills a page's long tasks, the way Lighthouse's mobile run counts them: one page load
// traced in Chromium without throttling, each main-thread task multiplied by 4 (Lighthouse's
// simulated CPU slowdown), the tasks over 50 ms after the first contentful paint listed with what
// they did (script, style, layout, parsing, garbage collection) and the blocking time they add up
// to. Steadier than a Lighthouse run for comparing two builds of one page: PAGE_TASKS_RUNS loads
// (default 5), the median printed.
//
//   npm run build && npx tsx bench/page-tasks.ts / /chat /service/tariff/step
import puppeteer from 'puppeteer-core';

import { launchChromium, phonePageFor } from './lib/phone-page.ts';
import { startBenchServer } from './lib/server.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string } };
}

const SLOWDOWN = 4;
const RUNS = Math.max(1, Number(process.env.PAGE_TASKS_RUNS ?? 5) || 5);
const FUNCTIONS = process.env.PAGE_TASKS_FUNCTIONS === '1';
const TOP = Number(process.env.PAGE_TASKS_TOP ?? 12);
/** PAGE_TASKS_REACT=1: React's own functions listed too (commit, effects). */
const WITH_REACT = process.env.PAGE_TASKS_REACT === '1';

/** What a traced event counts as; the rest of a task is «other» (the browser's own work). */
const KINDS: [RegExp, string][] = [
  [
    /^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|v8\.run|RunMicrotasks|v8\.evaluateModule)$/,
    'script',
  ],
  [/^(v8\.compile|v8\.compileModule|CompileScript|v8\.parseOnBackground)$/, 'compile'],
  [/^(UpdateLayoutTree|RecalculateStyles)$/, 'style'],
  [/^Layout$/, 'layout'],
  [/^(ParseHTML)$/, 'html'],
  [/^(ParseAuthorStyleSheet)$/, 'css'],
  [/^(MajorGC|MinorGC|V8\.GCScavenger|V8\.GCFinalizeMC)$/, 'gc'],
  [/^(Paint|PaintImage|Layerize|PrePaint|UpdateLayer|Commit)$/, 'paint'],
];

function kindOf(name: string): string | undefined {
  return KINDS.find(([pattern]) => pattern.test(name))?.[1];
}

interface Task {
  start: number;
  ms: number;
  parts: Map<string, number>;
  scripts: Set<string>;
  /** With PAGE_TASKS_FUNCTIONS=1: the app's and libraries' functions sampled in the task. */
  functions: Map<string, number>;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** The CPU profile the trace carries (sampled stacks), as timestamps and their stacks. */
function samplesOf(events: TraceEvent[], pid: number): { ts: number; stack: string[] }[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    const data = (event.args as { data?: Record<string, unknown> } | undefined)?.data;
    if (event.name === 'Profile') clock = Number(data?.startTime ?? 0);
    if (event.name !== 'ProfileChunk' || !data) continue;
    const profile = data.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = (data.timeDeltas as number[] | undefined) ?? [];
    (profile?.samples ?? []).forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  return samples.map(({ ts, node }) => {
    const stack: string[] = [];
    for (let id: number | undefined = node; id !== undefined; id = nodes.get(id)?.parent) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame?.url || (!WITH_REACT && /\/assets\/(react|rolldown-runtime)-/.test(frame.url))) {
        continue;
      }
      const file = frame.url
        .replace(/^https?:\/\/[^/]+\/assets\//, '')
        .replace(/-[\w-]{8}\.js$/, '');
      stack.push(`${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`);
    }
    return { ts, stack };
  });
}

/** The renderer main thread's top-level tasks, each with the time of its parts (×4). */
function tasksOf(events: TraceEvent[]): { tasks: Task[]; fcp: number; origin: number } {
  // The page's renderer is the one that painted it (about:blank before it had its own).
  const fcpEvent = events.filter((event) => event.name === 'firstContentfulPaint').at(-1);
  const thread = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === fcpEvent?.pid &&
      (event.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const main = events.filter((event) => event.pid === thread?.pid && event.tid === thread?.tid);
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.pid === fcpEvent?.pid &&
        event.ts <= (fcpEvent?.ts ?? 0),
    )
    .at(-1);
  const origin = navigation?.ts ?? main[0]?.ts ?? 0;
  const fcp = fcpEvent ? (fcpEvent.ts - origin) / 1000 : 0;
  const top = main
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const inner = main
    .filter((event) => event.ph === 'X' && event.name !== 'RunTask' && kindOf(event.name))
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let cursor = 0;
  for (const task of top) {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    const scripts = new Set<string>();
    // Only the outermost event of each kind chain is counted, so nested calls are not doubled.
    let coveredUntil = task.ts;
    while (cursor < inner.length && inner[cursor]!.ts < task.ts) cursor += 1;
    for (let index = cursor; index < inner.length && inner[index]!.ts < end; index += 1) {
      const event = inner[index]!;
      const eventEnd = event.ts + (event.dur ?? 0);
      const kind = kindOf(event.name)!;
      if (eventEnd <= coveredUntil) {
        // Style and layout asked for by a script (a measurement) inside its time: forced.
        if (kind === 'style' || kind === 'layout') {
          const forced = `forced ${kind}`;
          parts.set(forced, (parts.get(forced) ?? 0) + ((event.dur ?? 0) * SLOWDOWN) / 1000);
        }
        continue;
      }
      parts.set(kind, (parts.get(kind) ?? 0) + ((event.dur ?? 0) * SLOWDOWN) / 1000);
      coveredUntil = eventEnd;
      const url = event.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '');
      if (url && kind === 'script') scripts.add(url.replace(/-[\w-]{8}\.js$/, ''));
    }
    const ms = ((task.dur ?? 0) * SLOWDOWN) / 1000;
    const known = [...parts]
      .filter(([kind]) => !kind.startsWith('forced'))
      .reduce((sum, [, value]) => sum + value, 0);
    if (ms - known > 1) parts.set('other', ms - known);
    const functions = new Map<string, number>();
    tasks.push({ start: (task.ts - origin) / 1000, ms, parts, scripts, functions });
  }
  if (FUNCTIONS && fcpEvent) {
    const samples = samplesOf(events, fcpEvent.pid);
    const interval =
      samples.length > 1 ? (samples.at(-1)!.ts - samples[0]!.ts) / samples.length : 0;
    for (const task of tasks) {
      const from = origin + task.start * 1000;
      const to = from + (task.ms / SLOWDOWN) * 1000;
      for (const sample of samples) {
        if (sample.ts < from || sample.ts > to) continue;
        for (const name of new Set(sample.stack)) {
          task.functions.set(name, (task.functions.get(name) ?? 0) + (interval * SLOWDOWN) / 1000);
        }
      }
    }
  }
  return { tasks, fcp, origin };
}

function describe(task: Task): string {
  const parts = [...task.parts]
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');
  const scripts = [...task.scripts].slice(0, 3).join(' ');
  const functions = [...task.functions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => `\n      ${ms.toFixed(0).padStart(5)} ms  ${name}`)
    .join('');
  return `@${task.start.toFixed(0)} ${task.ms.toFixed(0)} ms (${parts})${scripts ? ` ${scripts}` : ''}${functions}`;
}

const paths = process.argv.slice(2);
const server = await startBenchServer();
const chrome = await launchChromium(server);
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const path of paths.length > 0 ? paths : ['/']) {
    const results: { blocking: number; listing: string[] }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await phonePageFor(browser, server, path);
      await page.goto('about:blank');
      await page.tracing.start({
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'v8.execute',
          'blink.user_timing',
          'loading',
          '__metadata',
          ...(FUNCTIONS ? ['disabled-by-default-v8.cpu_profiler'] : []),
        ],
      });
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle0' });
      const buffer = await page.tracing.stop();
      await page.close();
      const { traceEvents } = JSON.parse(Buffer.from(buffer ?? []).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      const { tasks, fcp } = tasksOf(traceEvents);
      const long = tasks.filter((task) => task.ms > 50);
      // Lighthouse simulates a slow network, so in its run nearly every task after the first
      // paint's own comes after FCP: the sum over all long tasks is the nearer figure.
      const blocking = long.reduce((sum, task) => sum + task.ms - 50, 0);
      results.push({
        blocking,
        listing: [`fcp @${fcp.toFixed(0)}`, ...long.map(describe)],
      });
    }
    const sorted = [...results].sort((a, b) => a.blocking - b.blocking);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    console.log(
      `\n${path}: blocking of the long tasks (×${SLOWDOWN}) ${sorted.map((item) => item.blocking.toFixed(0)).join(' / ')} ms; median run:`,
    );
    for (const line of median.listing) console.log(`  ${line}`);
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.close();
}
