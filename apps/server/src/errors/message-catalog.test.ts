import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageParams, messageText, viMessages } from '@app/contract';
import { de } from '../../../../packages/contract/src/messages/de.js';
import { en } from '../../../../packages/contract/src/messages/en.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const VIETNAMESE = /[ạảãàáâậầấẩẫăắằặẳẵóòọõỏôộổỗồốơờớợởỡéèẻẹẽêếềệểễúùủũụưựữửừứíìỉịĩýỳỷỵỹđ]/i;
/** Stored table statuses: values in the database, not texts shown as they are. */
const DATA_VALUES = new Set(['trống', 'đang-sử-dụng', 'không khả dụng']);
/** Route files keep their success sentences until they move to keys. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'seed' || e.name === 'migrations' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** String literals of a file, comments left out. */
function literals(code: string): string[] {
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...bare.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

describe('the server message catalog', () => {
  it('has every key in vi, en and de with the same parameters', () => {
    for (const [name, catalog] of [
      ['en', en],
      ['de', de],
    ] as const) {
      for (const [area, texts] of Object.entries(viMessages)) {
        for (const [key, text] of Object.entries(texts)) {
          // A message in plural forms is checked by its `other` form.
          const other = messageText(catalog, `${area}.${key}`);
          expect(other, `${name} ${area}.${key}`).toBeTypeOf('string');
          expect(messageParams(other!), `${name} ${area}.${key}`).toEqual(messageParams(text));
        }
      }
    }
  });

  it('knows every key the server names', () => {
    // Where a message key is written: thrown, rendered, or kept in a constant first. (Parameters
    // typed MessageKey are checked by the compiler; AppError also takes a plain sentence, so a
    // mistyped key there would pass it.)
    const places = [
      /new AppError\(\s*'[A-Z_]+',\s*'([a-z]\w*\.\w+)'/g,
      /\b(?:viText|invalidField|invalid)\((?:\s*[^,()]+,)?\s*'([a-z]\w*\.\w+)'/g,
      /\bconst [A-Z][A-Z_]+ = '([a-z]\w*\.\w+)'/g,
    ];
    const used = sources(SRC).flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return places.flatMap((re) => [...code.matchAll(re)].map((m) => m[1]!));
    });
    expect(used.length).toBeGreaterThan(50);
    for (const k of used) expect(messageText(viMessages, k), k).toBeTypeOf('string');
  });

  it('leaves no Vietnamese sentence in server code outside the catalog', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const rel = relative(SRC, file).split('\\').join('/');
      for (const s of literals(readFileSync(file, 'utf8'))) if (VIETNAMESE.test(s) && !DATA_VALUES.has(s)) found.push(`${rel}: ${s}`);
    }
    expect(found).toEqual([]);
  });
});
