#!/usr/bin/env node
// Builds what `npm start` runs: the server bundled to plain JavaScript (apps/server/dist/main.js,
// started by node without any TypeScript loader), the web app (Vite), and the web app's
// precompressed files (.br and .gz next to each text file).
//   node scripts/build.mjs            everything
//   node scripts/build.mjs --if-stale the web app only when its sources are newer than its build
//   node scripts/build.mjs --server   the server bundle only
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const serverOut = path.join(root, 'apps/server/dist');
const webDist = path.join(root, 'apps/web/dist');

/**
 * Bundled with the server: our workspace packages and plain-JavaScript dependencies (one file
 * loads far faster than thousands). Kept as imports: native addons and packages that read their
 * own files at run time.
 */
const EXTERNAL = ['sharp', 'better-sqlite3', '@node-rs/argon2', 'pg-native', '@fastify/swagger-ui', 'socket.io', 'nodemailer'];

async function buildServer() {
  const started = Date.now();
  await build({
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      precompress: path.join(root, 'apps/server/src/http/precompress.ts'),
    },
    outdir: serverOut,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages still call require() for node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
    legalComments: 'none',
    minifyWhitespace: true,
    minifySyntax: true,
  });
  console.log(`server bundled to ${path.relative(root, serverOut)} in ${Date.now() - started} ms`);
}

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/** The web build is stale when any of its inputs changed after its index.html was written. */
function webIsStale() {
  const built = path.join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const inputs = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/vite',
    'apps/web/package.json',
    'packages/contract/src',
  ];
  const newestInput = Math.max(...inputs.map((p) => newest(path.join(root, p))));
  return newestInput > statSync(built).mtimeMs;
}

function buildWeb() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const res = spawnSync(npm, ['run', '--silent', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

async function precompressWeb() {
  const started = Date.now();
  const { precompressDir } = await import(pathToFileURL(path.join(serverOut, 'precompress.js')).href);
  const { files, written } = await precompressDir(webDist);
  console.log(`web app precompressed: ${written} variants for ${files} files in ${Date.now() - started} ms`);
}

await buildServer();
if (!args.has('--server')) {
  if (!args.has('--if-stale') || webIsStale()) buildWeb();
  else console.log('web app is up to date (apps/web/dist)');
  await precompressWeb();
}
