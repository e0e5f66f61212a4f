/**
 * The table page's main-thread work while it boots, in the system Chromium at phone size with the
 * CPU slowed down four times (as Lighthouse's mobile preset simulates it), on a loopback network.
 * Each run opens the page in a fresh browser context (empty cache, no service worker) and records
 * the long tasks (over 50 ms) until the page has been quiet for a while; it prints the sum of their
 * time over 50 ms (the Total Blocking Time estimate), the longest task, the LCP and the CLS, the
 * median of the runs.
 *
 * A/B in one session: with BENCH_BASE_WEB_DIST set to a copy of another build's apps/web/dist, a
 * second server serves that build and the runs alternate between the two, so both see the same
 * machine load. BENCH_PROFILE=1 also prints the functions that took the most self time (CDP
 * Profiler) over all runs of each build; BENCH_TRACE=1 what the long tasks were made of (the
 * browser's own trace events by self time: parsing, script, style, layout, paint, image decoding).
 */
import { chromium, type Browser, type CDPSession } from 'playwright';
import { firstTable, startServer, type DemoTable, type Running } from './servers.js';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** The page counts as idle after this long without a long task (after the load event). */
const QUIET_MS = 3000;
const MAX_WAIT_MS = 30_000;
const VIEWPORT = { width: 390, height: 844 };

interface Figures {
  tbt: number;
  longest: number;
  tasks: number;
  lcp: number;
  cls: number;
}

interface Variant {
  label: string;
  url: string;
  all: Figures[];
  selfTimes: Map<string, number>;
  traceTimes: Map<string, number>;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string; functionName?: string; type?: string } };
}

/**
 * Self time per trace event (with the script's file where it has one) inside the renderer main
 * thread's tasks over 50 ms, added into `into`.
 */
function addLongTaskBreakdown(events: TraceEvent[], into: Map<string, number>): void {
  // The page's renderer: the main thread that did the most work (a blank first page has its own).
  const busy = new Map<string, number>();
  const mains = events.filter((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  for (const e of events) if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = mains.sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) return;
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const label = (e: TraceEvent) => {
    const d = e.args?.data;
    const file = (d?.url ?? '').split('/').pop();
    if (e.name === 'TimerFire' || e.name === 'EventDispatch') return `${e.name}${d?.type ? ` ${d.type}` : ''}`;
    return file ? `${e.name} ${file}` : d?.functionName ? `${e.name} ${d.functionName}` : e.name;
  };
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.dur! < LONG_TASK_MS * 1000) continue;
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    const stack: { e: TraceEvent; self: number }[] = [{ e: task, self: task.dur! }];
    const flush = (upTo: number) => {
      while (stack.length > 1 && stack[stack.length - 1]!.e.ts + stack[stack.length - 1]!.e.dur! <= upTo) {
        const top = stack.pop()!;
        into.set(label(top.e), (into.get(label(top.e)) ?? 0) + top.self / 1000);
      }
    };
    for (const e of inside) {
      flush(e.ts);
      stack[stack.length - 1]!.self -= e.dur!;
      stack.push({ e, self: e.dur! });
    }
    flush(Infinity);
    into.set('(task itself)', (into.get('(task itself)') ?? 0) + stack[0]!.self / 1000);
  }
}

/** Runs in the page before any of its scripts: collects long tasks, the LCP and layout shifts. */
const OBSERVE = `(() => {
  const w = window;
  w.__bench = { tasks: [], lcp: 0, cls: 0, lastTask: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { w.__bench.tasks.push(e.duration); w.__bench.lastTask = performance.now(); } }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__bench.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) w.__bench.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
})();`;

interface Observed {
  tasks: number[];
  lcp: number;
  cls: number;
  lastTask: number;
  now: number;
  loaded: boolean;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** Self time per function (name, file and position) from a CDP CPU profile, added into `into`. */
function addSelfTimes(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }, into: Map<string, number>): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]!);
    if (!node) continue;
    const f = node.callFrame;
    const file = f.url.split('/').pop() || '';
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    into.set(key, (into.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
}

async function once(browser: Browser, variant: Variant, profile: boolean, trace = false): Promise<Figures> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (trace)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing'],
      });
    await page.goto(variant.url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
    const started = Date.now();
    let seen: Observed;
    for (;;) {
      await page.waitForTimeout(500);
      seen = await page.evaluate(() => {
        const b = (window as unknown as { __bench: Omit<Observed, 'now' | 'loaded'> }).__bench;
        return { ...b, tasks: [...b.tasks], now: performance.now(), loaded: document.readyState === 'complete' };
      });
      if (seen.loaded && seen.now - seen.lastTask >= QUIET_MS) break;
      if (Date.now() - started > MAX_WAIT_MS) break;
    }
    if (profile) {
      const { profile: p } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] } };
      addSelfTimes(p, variant.selfTimes);
    }
    if (trace) {
      const buf = await browser.stopTracing();
      addLongTaskBreakdown((JSON.parse(buf.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents, variant.traceTimes);
    }
    return {
      tbt: seen.tasks.reduce((s, d) => s + Math.max(0, d - LONG_TASK_MS), 0),
      longest: Math.max(0, ...seen.tasks),
      tasks: seen.tasks.length,
      lcp: seen.lcp,
      cls: seen.cls,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function summary(v: Variant): string {
  const m = (f: (x: Figures) => number) => median(v.all.map(f));
  return [
    `${v.label}: TBT estimate ${m((f) => f.tbt).toFixed(0)} ms, longest task ${m((f) => f.longest).toFixed(0)} ms, ${m((f) => f.tasks)} long tasks, LCP ${m((f) => f.lcp).toFixed(0)} ms, CLS ${m((f) => f.cls).toFixed(3)}`,
    `  runs (TBT / longest): ${v.all.map((f) => `${f.tbt.toFixed(0)}/${f.longest.toFixed(0)}`).join(', ')}`,
  ].join('\n');
}

function hotSpots(v: Variant, times: Map<string, number>, top = 25): string {
  const total = [...times.values()].reduce((a, b) => a + b, 0);
  const rows = [...times.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  const what = times === v.selfTimes ? 'JavaScript self time' : 'self time of trace events in long tasks';
  return [
    `  ${what} over all runs of ${v.label} (${total.toFixed(0)} ms, throttled):`,
    ...rows.map(([k, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${k}`),
  ].join('\n');
}

const tablePath = (table: DemoTable) => `/table/${encodeURIComponent(table.number)}?k=${encodeURIComponent(table.key)}`;

/**
 * `dataDir()` gives a fresh copy of the demo database for each server. Prints the medians of
 * `runs` runs of this build and, with `baseWebDist`, of that build, interleaved.
 */
export async function dinerMainThread(opts: { runs: number; dataDir: () => string; baseWebDist?: string; profile?: boolean; trace?: boolean }): Promise<void> {
  console.log(
    `\n== table page main thread at load (Chromium ${VIEWPORT.width}x${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}x slower, loopback), median of ${opts.runs} ==`,
  );
  const servers: Running[] = [];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const variants: Variant[] = [];
    const add = async (label: string, env?: Record<string, string>) => {
      const dir = opts.dataDir();
      const app = await startServer({ dataDir: dir, env });
      servers.push(app);
      const table = await firstTable({ dataDir: dir });
      variants.push({ label, url: `${app.base}${tablePath(table)}`, all: [], selfTimes: new Map(), traceTimes: new Map() });
    };
    if (opts.baseWebDist) await add(`before (${opts.baseWebDist})`, { WEB_DIST: opts.baseWebDist });
    await add(opts.baseWebDist ? 'after (this build)' : 'this build');
    // One unmeasured visit each: the server makes the dish pictures' sizes on first request.
    for (const v of variants) await once(browser, { ...v, all: [], selfTimes: new Map(), traceTimes: new Map() }, false);
    for (let i = 0; i < opts.runs; i++) {
      for (const v of variants) v.all.push(await once(browser, v, !!opts.profile, !!opts.trace));
    }
    for (const v of variants) {
      console.log(summary(v));
      if (opts.profile) console.log(hotSpots(v, v.selfTimes));
      if (opts.trace) console.log(hotSpots(v, v.traceTimes));
    }
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
  }
}
