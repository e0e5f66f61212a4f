/**
 * Cold start and idle memory of the built server as `npm start` runs it: node spawned on an
 * existing demo database (SQLite), time to its first 200, resident memory after it sat idle.
 */
import { rssMb, startServer } from './servers.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function startup(opts: { runs: number; idleSeconds: number; dataDir: () => string }): Promise<void> {
  console.log('\n== Cold start and idle memory (built server, SQLite demo data) ==');
  const starts: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    const app = await startServer({ dataDir: opts.dataDir() });
    try {
      starts.push(app.startMs);
      await new Promise((r) => setTimeout(r, opts.idleSeconds * 1000));
      rss.push(rssMb(app.child.pid!));
    } finally {
      await app.stop();
    }
  }
  const fmt = (xs: number[], unit: string, digits = 0) => xs.map((x) => x.toFixed(digits)).join(', ') + ` ${unit}`;
  console.log(`first answer after spawning node: median ${median(starts).toFixed(0)} ms (${fmt(starts, 'ms')}); target <= 1500 ms, before 2400 ms`);
  console.log(`resident memory after ${opts.idleSeconds}s idle: median ${median(rss).toFixed(0)} MB (${fmt(rss, 'MB')}); target <= 130 MB, before about 185 MB`);
}
