import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * Comments and test names stand on their own: they state the rule instead of pointing at a
 * document that is not in the repository (a product spec, a design note, a profile).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js|css)$/;
const OUTSIDE_REFERENCE = /\b(SPEC|DESIGN|PERF-NOTES)(\.md)?\b(?!IAL)(\s*§|'s\b|’s\b|\s+(says|sends|message|text|field|keyword|delay)|\.md)/;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (SOURCE.test(name)) out.push(full);
  }
  return out;
}

it('no source file points at a document outside the repository', () => {
  const found: string[] = [];
  for (const folder of FOLDERS) {
    for (const file of sources(path.join(ROOT, folder))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OUTSIDE_REFERENCE.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
  }
  expect(found).toEqual([]);
});
