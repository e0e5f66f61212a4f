#!/usr/bin/env node
// Runs every suite (typecheck, lint, formatting, unit + integration on SQLite and, when TEST_DATABASE_URL
// is set, PostgreSQL, the web build with its size budget, and the browser tests), then prints
// one line "N passed, N failed" counted over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
let passed = 0;
let failed = 0;
const failures = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

/** A suite without its own counts (typecheck, lint, build) counts as one check. */
function check(name, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

mkdirSync('.tmp', { recursive: true });

if (want('typecheck')) check('typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
if (want('lint')) check('lint', run('lint', 'npm', ['run', '--silent', 'lint']));
if (want('format')) check('format', run('format (prettier --check; `npm run format` fixes it)', 'npm', ['run', '--silent', 'format:check']));

if (want('unit')) {
  const out = '.tmp/vitest.json';
  rmSync(out, { force: true });
  const ok = run('unit + integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    if (r.numFailedTests > 0) failures.push(`vitest (${r.numFailedTests})`);
    if (!ok && r.numFailedTests === 0) check('vitest run (suite error)', false);
  } else check('vitest (no report)', false);
  if (!process.env.TEST_DATABASE_URL) console.log('(TEST_DATABASE_URL not set: database tests ran on SQLite only)');
}

if (want('build') || want('e2e')) check('web build', run('web build', 'npm', ['run', '--silent', 'build']));

if (want('e2e')) {
  const out = '.tmp/playwright-report.json';
  rmSync(out, { force: true });
  const ok = run('browser tests', 'npx', ['playwright', 'test']);
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    if (s.unexpected > 0) failures.push(`playwright (${s.unexpected})`);
    if (!ok && s.unexpected === 0) check('playwright run (suite error)', false);
  } else check('playwright (no report)', false);
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
