import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';

async function main() {
  const config = loadConfig();
  const lines: string[] = [];
  const { app, seeded } = await buildApp(config, { print: (l) => lines.push(l) });
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite at ${config.dataDir}/restaurant.db`;
  console.log(`\n  Restaurant app ready at ${url}`);
  console.log(`  Back office:            ${url}/admin/login`);
  console.log(`  API docs:               ${url}/api/docs`);
  console.log(`  Database:               ${db}${seeded === 'demo' ? ' (demo data created)' : ''}`);
  for (const l of lines) console.log(`  ${l}`);
  console.log('');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
