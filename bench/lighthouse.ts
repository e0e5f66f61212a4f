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

async function medianOf(url: string, runs: number): Promise<{ median: Figures; all: Figures[] }> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) all.push(await onceRetried(url));
  const sorted = [...all].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor(sorted.length / 2)]!, all };
}

export async function lighthouseRuns(base: string, table: { number: string; key: string }, runs: number): Promise<void> {
  console.log(`\n== Lighthouse mobile (default throttling), median of ${runs} by score ==`);
  const pages = [
    {
      label: 'table page',
      url: `${base}/table/${encodeURIComponent(table.number)}?k=${encodeURIComponent(table.key)}`,
      before: 'score 46 (39-55), LCP 5.5 s, TBT 1.46 s, CLS up to 0.095, 726 KiB',
      target: 'score >= 90, LCP <= 2.5 s, CLS <= 0.02',
    },
    { label: '/admin/login', url: `${base}/admin/login`, before: 'score 57-64, 862 KiB', target: '' },
  ];
  for (const p of pages) {
    const { median, all } = await medianOf(p.url, runs);
    console.log(`${p.label}: ${line(median)}`);
    console.log(
      `  runs:   ${all.map((f) => f.score).join(', ')} (machine speed, Lighthouse benchmarkIndex: ${all.map((f) => f.benchmarkIndex.toFixed(0)).join(', ')}; an idle desktop scores about 1500-2000)`,
    );
    console.log(`  before: ${p.before}${p.target ? `; target ${p.target}` : ''}`);
  }
}
