/**
 * What a phone really downloads: the table page and the sign-in page opened in Chromium with a
 * cold cache, every response's encoded (compressed, as sent) size summed until the network
 * has been idle, split by kind.
 */
import { chromium } from '@playwright/test';

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function load(url: string): Promise<Transfer[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'vi-VN' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const seen = new Map<string, { url: string; type: string }>();
    const done: Transfer[] = [];
    cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, type: e.type }));
    cdp.on('Network.loadingFinished', (e) => {
      const r = seen.get(e.requestId);
      if (r) done.push({ ...r, bytes: e.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Whatever the page loads once idle (deferred chunks, the socket) counts too.
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle');
    return done;
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

function report(label: string, transfers: Transfer[], before: string): void {
  const sum = (pred: (t: Transfer) => boolean) => transfers.filter(pred).reduce((a, t) => a + t.bytes, 0);
  const js = transfers.filter((t) => t.type === 'Script');
  console.log(
    `${label}: ${transfers.length} requests, ${kb(sum(() => true))} in total; JavaScript ${kb(sum((t) => t.type === 'Script'))} in ${js.length} files, CSS ${kb(sum((t) => t.type === 'Stylesheet'))}, images ${kb(sum((t) => t.type === 'Image'))}, data ${kb(sum((t) => t.type === 'Fetch' || t.type === 'XHR'))}`,
  );
  for (const t of js.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(t.bytes).padStart(9)}  ${new URL(t.url).pathname}`);
  console.log(`  before: ${before}`);
}

export async function transfer(base: string, table: { number: string; key: string }): Promise<void> {
  console.log('\n== Bytes transferred until idle (Chromium, cold cache, 390x844) ==');
  report(
    'table page',
    await load(`${base}/table/${encodeURIComponent(table.number)}?k=${encodeURIComponent(table.key)}`),
    'JavaScript 165 kB gzip (entry 105 kB), 726 KiB in total; target JavaScript <= 90 kB',
  );
  report('/admin/login', await load(`${base}/admin/login`), '862 KiB in total; target JavaScript <= 110 kB');
}
