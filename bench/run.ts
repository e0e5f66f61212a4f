/**
 * npm run bench                  every part
 * npm run bench -- throughput    one part (throughput | startup | transfer | lighthouse | mainthread), or several
 *
 * The bench measures what `npm start` runs: it builds first (the web app only when stale), then
 * spawns the built server with plain node on a demo database.
 *   BENCH_SECONDS       seconds per throughput case (default 5)
 *   BENCH_CONNECTIONS   concurrent connections (default 20)
 *   BENCH_RUNS          Lighthouse runs per page and cold starts (default 3)
 *   BENCH_IDLE_SECONDS  idle time before reading the server's memory (default 5)
 *   BENCH_MAINTHREAD_RUNS  runs of the table page's main-thread part (default 5)
 *   BENCH_BASE_WEB_DIST  a copy of another build's apps/web/dist: the Lighthouse and main-thread parts measure it too, interleaved
 *   BENCH_PROFILE=1     the main-thread part also prints the functions with the most self time
 *   BENCH_TRACE=1       the main-thread part also prints what its long tasks were made of
 *   DATABASE_URL or TEST_DATABASE_URL  also measure the throughput on PostgreSQL (a fresh database, dropped after)
 */
import { ensureBuilt, firstTable, seededSqlite, startServer } from './servers.js';
import { throughput } from './throughput.js';
import { startup } from './startup.js';
import { transfer } from './transfer.js';
import { lighthouseRuns, type PageTarget } from './lighthouse.js';
import { dinerMainThread } from './diner-main-thread.js';

const PARTS = ['throughput', 'startup', 'transfer', 'lighthouse', 'mainthread'] as const;
type Part = (typeof PARTS)[number];

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const mainThreadRuns = Number(process.env.BENCH_MAINTHREAD_RUNS ?? 5);

function wanted(): Part[] {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !(PARTS as readonly string[]).includes(a));
  if (unknown.length) throw new Error(`unknown part ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
  return asked.length ? (asked as Part[]) : [...PARTS];
}

async function main() {
  const parts = wanted();
  ensureBuilt();
  console.log('preparing a demo database (first start seeds it)…');
  const demo = await seededSqlite();
  try {
    if (parts.includes('throughput')) await throughput({ seconds, connections }, demo.copy());
    if (parts.includes('startup')) await startup({ runs, idleSeconds, dataDir: () => demo.copy() });
    if (parts.includes('transfer') || parts.includes('lighthouse')) {
      const dir = demo.copy();
      const app = await startServer({ dataDir: dir });
      const baseDist = process.env.BENCH_BASE_WEB_DIST;
      const baseDir = baseDist ? demo.copy() : null;
      const base = baseDir ? await startServer({ dataDir: baseDir, env: { WEB_DIST: baseDist! } }) : null;
      try {
        const table = await firstTable({ dataDir: dir });
        if (parts.includes('transfer')) await transfer(app.base, table);
        if (parts.includes('lighthouse')) {
          const targets: PageTarget[] = [];
          if (base && baseDir) targets.push({ label: `before: ${baseDist}`, base: base.base, table: await firstTable({ dataDir: baseDir }) });
          targets.push({ label: 'this build', base: app.base, table });
          await lighthouseRuns(targets, runs);
        }
      } finally {
        await app.stop();
        await base?.stop();
      }
    }
    if (parts.includes('mainthread')) {
      await dinerMainThread({
        runs: mainThreadRuns,
        dataDir: () => demo.copy(),
        baseWebDist: process.env.BENCH_BASE_WEB_DIST,
        profile: process.env.BENCH_PROFILE === '1',
        trace: process.env.BENCH_TRACE === '1',
      });
    }
  } finally {
    demo.remove();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
