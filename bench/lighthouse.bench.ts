// Lighthouse 12 (mobile: a mid-range phone on slow 4G, simulated) on the pages a
// person meets first — login, the main page, chat and the tariff wizard — against the built app
// served by the real server with the demo data. Prints the scores and the Core Web Vitals; like
// every bench it never fails on a number, only when a page cannot be audited.
//
//   npm run build && npm run bench:lighthouse
//
// Chromium is the system's (/usr/bin/chromium, CHROMIUM_PATH to change it).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Result } from 'lighthouse';

import { startBenchServer } from './lib/server.ts';

interface BrowserStorage {
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Audited {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility audits that did not pass: what keeps the score under 100. */
  failing: string[];
  /** With LIGHTHOUSE_DETAILS=1: where the main thread's time went (scripts, long tasks). */
  details: string[];
}

const DETAILS = process.env.LIGHTHOUSE_DETAILS === '1';
/** Runs per page (LIGHTHOUSE_RUNS): the row shown is the run of median performance. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);

/** The run of median performance score (the middle one of an odd count). */
function medianRun(runs: Audited[]): Audited {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

interface AuditItem {
  url?: string;
  total?: number;
  scripting?: number;
  groupLabel?: string;
  duration?: number;
  startTime?: number;
  score?: number;
  node?: { selector?: string; snippet?: string };
}

/** The heaviest rows of bootup-time, mainthread-work-breakdown and long-tasks, one line each. */
function detailLines(audits: Record<string, { details?: unknown } | undefined>): string[] {
  const items = (id: string): AuditItem[] =>
    ((audits[id]?.details as { items?: AuditItem[] } | undefined)?.items ?? []).slice(0, 8);
  const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '');
  return [
    `bootup: ${items('bootup-time')
      .map(
        (item) =>
          `${short(item.url)} ${Math.round(item.total ?? 0)}/${Math.round(item.scripting ?? 0)}`,
      )
      .join(', ')}`,
    `main thread: ${items('mainthread-work-breakdown')
      .map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)}`)
      .join(', ')}`,
    `long tasks: ${items('long-tasks')
      .map(
        (item) =>
          `${short(item.url)} @${Math.round(item.startTime ?? 0)} ${Math.round(item.duration ?? 0)}`,
      )
      .join(', ')}`,
    `layout shifts: ${items('layout-shifts')
      .map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.snippet?.slice(0, 120) ?? ''}`)
      .join(' | ')}`,
  ];
}

const PAGES: { name: string; path: string; signedIn: boolean }[] = [
  { name: 'login', path: '/auth/login', signedIn: false },
  { name: 'main', path: '/', signedIn: true },
  { name: 'chat', path: '/chat', signedIn: true },
  { name: 'wizard', path: '/service/tariff/step', signedIn: true },
];
/** LIGHTHOUSE_PAGES=main,chat audits only those (by name); all four without it. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const AUDITED = ONLY ? PAGES.filter((page) => ONLY.includes(page.name)) : PAGES;

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

/** The 1-minute load average: the scores move with it on a shared machine, so it is printed. */
function load(): string {
  return loadavg()[0]!.toFixed(1);
}

/**
 * One Lighthouse run of a page, with the session token in storage or none. Chromium now and then
 * records a trace without its navigation start (NO_NAVSTART): such a run is made once more.
 */
async function audit(
  browser: Browser,
  url: string,
  token: string | null,
  attempt = 1,
): Promise<Result | undefined> {
  const page = await browser.newPage();
  await page.goto(new URL('/auth/login', url).href);
  await page.evaluate((stored) => {
    // Runs in the page; the bench's own types have no DOM.
    const { localStorage } = globalThis as unknown as { localStorage: BrowserStorage };
    if (stored) localStorage.setItem('auth', JSON.stringify({ token: stored }));
    else localStorage.removeItem('auth');
  }, token);
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    undefined,
    page,
  );
  await page.close();
  const lhr = result?.lhr;
  if (lhr?.runtimeError?.code === 'NO_NAVSTART' && attempt === 1) {
    return audit(browser, url, token, attempt + 1);
  }
  return lhr;
}

async function main(): Promise<void> {
  const loadAtStart = load();
  const server = await startBenchServer();
  const profile = mkdtempSync(join(tmpdir(), 'kabinet-lighthouse-'));
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
  });
  const rows: Audited[] = [];
  let version = '';
  /** Lighthouse's measure of this machine's CPU (a high-end desktop scores 1,500–2,500). */
  let benchmarkIndex = 0;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    // The session the app keeps in localStorage: the audits keep storage (disableStorageReset),
    // so signed-in pages open signed in, as they do for a returning user.
    const setup = await browser.newPage();
    await setup.goto(`${server.baseUrl}/auth/login`);
    await setup.close();
    const runs = new Map<string, Audited[]>();
    for (let run = 0; run < RUNS; run += 1) {
      for (const { name, path, signedIn } of AUDITED) {
        const lhr = await audit(
          browser,
          `${server.baseUrl}${path}`,
          signedIn ? server.clientToken : null,
        );
        if (!lhr || lhr.runtimeError) {
          throw new Error(`${name}: ${lhr?.runtimeError?.message ?? 'no report'}`);
        }
        version = lhr.lighthouseVersion;
        benchmarkIndex = lhr.environment.benchmarkIndex;
        const label = `${name} (${path})`;
        runs.set(label, [
          ...(runs.get(label) ?? []),
          {
            page: label,
            performance: score(lhr.categories.performance?.score),
            accessibility: score(lhr.categories.accessibility?.score),
            bestPractices: score(lhr.categories['best-practices']?.score),
            fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
            failing: (lhr.categories.accessibility?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
              .map((ref) => ref.id),
            details: DETAILS ? detailLines(lhr.audits) : [],
          },
        ]);
      }
    }
    for (const [page, audited] of runs) {
      rows.push({
        ...medianRun(audited),
        page: RUNS > 1 ? `${page} ${audited.map((item) => item.performance).join('/')}` : page,
      });
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
    await server.close();
  }

  console.log(
    `\nLighthouse ${version} mobile (simulated slow 4G, 4× CPU), ${server.databaseKind}, load average ${loadAtStart} → ${load()}, benchmark index ${benchmarkIndex.toFixed(0)}`,
  );
  console.log(
    `${'page'.padEnd(44)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(6)}${'FCP ms'.padStart(9)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(7)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(44)}${String(row.performance).padStart(6)}${String(row.accessibility).padStart(6)}${String(row.bestPractices).padStart(6)}${row.fcpMs.toFixed(0).padStart(9)}${row.lcpMs.toFixed(0).padStart(9)}${row.tbtMs.toFixed(0).padStart(9)}${row.cls.toFixed(3).padStart(7)}`,
    );
  }
  for (const row of rows.filter((item) => item.failing.length > 0)) {
    console.log(`${row.page}: accessibility audits failing: ${row.failing.join(', ')}`);
  }
  for (const row of rows.filter((item) => item.details.length > 0)) {
    console.log(`\n${row.page}\n  ${row.details.join('\n  ')}`);
  }
  console.log('targets: performance ≥ 95, accessibility 100');
}

await main();
