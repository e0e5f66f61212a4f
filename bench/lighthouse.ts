/**
 * Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU, its defaults) on the table
 * page and the sign-in page, each run in a fresh system Chromium; the median of the runs by
 * performance score is printed next to the figures measured before the work on speed.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of how fast the machine was during the run (higher is faster). */
  benchmarkIndex: number;
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

async function once(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

function line(f: Figures): string {
  return `score ${f.score}, LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${(f.tbt / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}, ${(f.bytes / 1024).toFixed(0)} KiB`;
}

/**
 * One run, tried again up to twice when Lighthouse itself fails to record the page (NO_NAVSTART and
 * the like happen now and then on a loaded machine); the error is printed, not hidden.
 */
async function onceRetried(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(url);
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`  (run failed, trying again: ${err instanceof Error ? err.message : String(err)})`);
    }
  }
}

const medianBy = (all: Figures[], key: (f: Figures) => number) => [...all].sort((a, b) => key(a) - key(b))[Math.floor(all.length / 2)]!;

function printRuns(label: string, all: Figures[]): void {
  const median = medianBy(all, (f) => f.score);
  const mid = (key: (f: Figures) => number) => key(medianBy(all, key));
  console.log(`${label}: ${line(median)}`);
  console.log(
    `  medians of each figure: LCP ${(mid((f) => f.lcp) / 1000).toFixed(2)} s, TBT ${(mid((f) => f.tbt) / 1000).toFixed(2)} s; runs: ${all.map((f) => f.score).join(', ')}`,
  );
  console.log(`  machine speed (Lighthouse benchmarkIndex; an idle desktop scores about 1500-2000): ${all.map((f) => f.benchmarkIndex.toFixed(0)).join(', ')}`);
}

/** A server to measure: the base URL of its app and a table of its demo data. */
export interface PageTarget {
  label: string;
  base: string;
  table: { number: string; key: string };
}

/**
 * Each page on each target, `runs` times. With two targets (this build and a base build) the runs
 * alternate between them, so both see the same machine load: on a shared machine the figures of
 * one run vary by half, more than most changes do.
 */
export async function lighthouseRuns(targets: PageTarget[], runs: number): Promise<void> {
  console.log(`\n== Lighthouse mobile (default throttling), median of ${runs} by score ==`);
  const pages = [
    {
      label: 'table page',
      path: (t: PageTarget) => `/table/${encodeURIComponent(t.table.number)}?k=${encodeURIComponent(t.table.key)}`,
      before: 'score 46 (39-55), LCP 5.5 s, TBT 1.46 s, CLS up to 0.095, 726 KiB',
      target: 'score >= 90, LCP <= 2.5 s, CLS <= 0.02',
    },
    { label: '/admin/login', path: () => '/admin/login', before: 'score 57-64, 862 KiB', target: '' },
  ];
  for (const p of pages) {
    const all = targets.map(() => [] as Figures[]);
    for (let i = 0; i < runs; i++) {
      for (const [j, t] of targets.entries()) all[j]!.push(await onceRetried(`${t.base}${p.path(t)}`));
    }
    for (const [j, t] of targets.entries()) printRuns(targets.length > 1 ? `${p.label} (${t.label})` : p.label, all[j]!);
    console.log(`  before the work on speed: ${p.before}${p.target ? `; target ${p.target}` : ''}`);
  }
}
