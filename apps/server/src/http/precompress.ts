import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compress, type Encoding } from './compression.js';

/** Build output that is text and therefore worth shipping compressed. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Hidden folders are the build's own (Vite's manifest, the server's drawing of the table page), never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of a built web app, at the best
 * compression level, so the server answers them without compressing anything per request.
 * A variant is only kept when it is smaller; an up-to-date one is left alone.
 */
export async function precompressDir(dir: string): Promise<{ files: number; written: number }> {
  const queue = [...files(dir)];
  const count = queue.length;
  let written = 0;
  async function one(file: string): Promise<void> {
    const mtime = statSync(file).mtimeMs;
    const source = readFileSync(file);
    for (const encoding of ['br', 'gzip'] as const) {
      const target = file + SUFFIX[encoding];
      if (existsSync(target) && statSync(target).mtimeMs >= mtime) continue;
      const packed = await compress(source, encoding, true);
      if (packed.length >= source.length) continue;
      writeFileSync(target, packed);
      written++;
    }
  }
  // zlib runs on libuv's thread pool: a few files at a time use every core.
  const workers = Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await one(file);
  });
  await Promise.all(workers);
  return { files: count, written };
}
