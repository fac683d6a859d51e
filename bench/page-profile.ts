// Where a page's main thread goes while it opens: a CPU profile of one page load in Chromium
// (4× CPU slowdown, as Lighthouse's mobile run), summed by function and by script. For reading
// names, build the web app unminified into another directory and point WEB_DIST at it:
//
//   (cd apps/web && npx vite build --minify false --outDir /tmp/dist-plain)
//   WEB_DIST=/tmp/dist-plain npx tsx bench/page-profile.ts / /chat
import puppeteer, { type Protocol } from 'puppeteer-core';

import { launchChromium, phonePageFor } from './lib/phone-page.ts';
import { startBenchServer } from './lib/server.ts';

const paths = process.argv.slice(2);
/** How many of the longest busy stretches to break down (PROFILE_STRETCHES). */
const STRETCHES = Number(process.env.PROFILE_STRETCHES ?? 3);
const server = await startBenchServer();
const chrome = await launchChromium(server);
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const path of paths.length > 0 ? paths : ['/']) {
    const page = await phonePageFor(browser, server, path);
    // Long tasks as the page itself sees them (≥ 50 ms, here under the 4× slowdown); Node's
    // types know no "longtask" entries, so the type is named as one they know.
    await page.evaluateOnNewDocument(() => {
      const seen: { start: number; duration: number }[] = [];
      Object.assign(globalThis, { longTasks: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          seen.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
        }
      }).observe({ type: 'longtask' as 'mark', buffered: true });
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle0' });
    const loadedMs = Date.now() - started;
    const { profile } = await cdp.send('Profiler.stop');
    const longTasks = (await page.evaluate(
      () => (globalThis as unknown as { longTasks: unknown }).longTasks,
    )) as {
      start: number;
      duration: number;
    }[];
    await page.close();
    summarize(path, profile, loadedMs);
    const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(
      `long tasks (blocking ${blocking} ms): ${longTasks.map((task) => `@${task.start} ${task.duration}`).join(', ')}`,
    );
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.close();
}

function summarize(path: string, profile: Protocol.Profiler.Profile, loadedMs: number) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  (profile.samples ?? []).forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0));
  });
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busy += us;
    const script = frame.url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  // Stretches without idle samples (tasks, or tasks back to back), the longest first, with the
  // functions of the app and its libraries that filled them (inclusive time, React's own
  // scheduling left out: it is under everything).
  const samples = profile.samples ?? [];
  const stretches: { from: number; to: number; us: number }[] = [];
  let current = { from: 0, to: -1, us: 0 };
  samples.forEach((id, index) => {
    if (nodes.get(id)?.callFrame.functionName === '(idle)') {
      if (current.us > 0) stretches.push(current);
      current = { from: index + 1, to: index, us: 0 };
      return;
    }
    current.to = index;
    current.us += profile.timeDeltas?.[index] ?? 0;
  });
  if (current.us > 0) stretches.push(current);
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const inclusive = ({ from, to }: { from: number; to: number }) => {
    const times = new Map<string, number>();
    for (let index = from; index <= to; index += 1) {
      const seen = new Set<string>();
      for (let id: number | undefined = samples[index]; id !== undefined; id = parents.get(id)) {
        const frame = nodes.get(id)?.callFrame;
        if (!frame?.url || /\/assets\/(react|rolldown-runtime)-/.test(frame.url)) continue;
        const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber + 1}`;
        if (seen.has(name)) continue;
        seen.add(name);
        times.set(name, (times.get(name) ?? 0) + (profile.timeDeltas?.[index] ?? 0));
      }
    }
    return times;
  };
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  console.log(
    `\n${path}: loaded in ${loadedMs} ms, ${(busy / 1000).toFixed(0)} ms of script and native work`,
  );
  console.log(`by script\n${top(byScript, 12)}\nby function\n${top(byFunction, 40)}`);
  for (const stretch of stretches.sort((x, y) => y.us - x.us).slice(0, STRETCHES)) {
    console.log(
      `busy stretch of ${(stretch.us / 1000).toFixed(0)} ms\n${top(inclusive(stretch), 25)}`,
    );
  }
}
