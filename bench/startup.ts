/**
 * Cold start and idle memory of the built server as `npm start` runs it: node spawned on an
 * existing demo database (SQLite), time to its first 200, resident memory after it sat idle.
 */
import { availableParallelism, loadavg } from 'node:os';
import { rssMb, startServer } from './servers.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function startup(opts: { runs: number; idleSeconds: number; dataDir: () => string }): Promise<void> {
  console.log('\n== Cold start and idle memory (built server, SQLite demo data) ==');
  const starts: number[] = [];
  const cpu: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    const app = await startServer({ dataDir: opts.dataDir() });
    try {
      starts.push(app.startMs);
      cpu.push(app.startCpuMs);
      await new Promise((r) => setTimeout(r, opts.idleSeconds * 1000));
      rss.push(rssMb(app.child.pid!));
    } finally {
      await app.stop();
    }
  }
  // The same start through the TypeScript loader, as before the built server, in the same conditions.
  const source = await startServer({ dataDir: opts.dataDir(), fromSource: true });
  await new Promise((r) => setTimeout(r, opts.idleSeconds * 1000));
  const sourceRss = rssMb(source.child.pid!);
  await source.stop();
  const fmt = (xs: number[], unit: string, digits = 0) => xs.map((x) => x.toFixed(digits)).join(', ') + ` ${unit}`;
  console.log(`first answer after spawning node: median ${median(starts).toFixed(0)} ms (${fmt(starts, 'ms')}); target <= 1500 ms, before 2400 ms`);
  console.log(`CPU time used until then: median ${median(cpu).toFixed(0)} ms (${fmt(cpu, 'ms')}); about the wall time on an idle machine`);
  console.log(`load average while measuring: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
  console.log(
    `resident memory after ${opts.idleSeconds}s idle: median ${median(rss).toFixed(0)} MB (${fmt(rss, 'MB')}); target <= 130 MB, before about 185 MB`,
  );
  console.log(
    `the sources through tsx, same run: first answer ${source.startMs.toFixed(0)} ms, CPU ${source.startCpuMs.toFixed(0)} ms, ${sourceRss.toFixed(0)} MB`,
  );
}
