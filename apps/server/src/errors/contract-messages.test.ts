import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageText, viMessages as vi } from '@app/contract';

/** The contract's sources: its schemas and constants. */
const SRC = fileURLToPath(new URL('../../../../packages/contract/src/', import.meta.url));
const files = readdirSync(SRC)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => ({
    name: f,
    code: readFileSync(SRC + f, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, ''),
  }));

describe("the contract's messages", () => {
  it('are catalog keys that exist', () => {
    const key = new RegExp(`'((?:${Object.keys(vi).join('|')})\\.\\w+)'`, 'g');
    // Permissions and sidebar entries are `area.action` too, but no messages.
    const used = files.filter((f) => !['permissions.ts', 'navigation.ts'].includes(f.name)).flatMap((f) => [...f.code.matchAll(key)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(150);
    for (const k of used) expect(messageText(vi, k), k).toBeTypeOf('string');
    for (const n of [100, 200, 500, 2000]) expect(messageText(vi, `validation.max${n}Chars`)).toBe(`Tối đa ${n} ký tự`);
  });

  it('hold no Vietnamese sentence outside the catalog (stored values and keywords excepted)', () => {
    const data = new Set(['nước', 'trà', 'cà phê', 'rượu', 'đồ uống', 'trống', 'đang-sử-dụng', 'đã-đặt', 'không khả dụng']);
    const vietnamese = /[ạảãàáâậầấẩẫăắằặẳẵóòọõỏôộổỗồốơờớợởỡéèẻẹẽêếềệểễúùủũụưựữửừứíìỉịĩýỳỷỵỹđ]/i;
    const found = files.flatMap((f) =>
      [...f.code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)]
        .map((m) => m[1] ?? m[2] ?? '')
        .filter((s) => vietnamese.test(s) && !data.has(s))
        .map((s) => `${f.name}: ${s}`),
    );
    expect(found).toEqual([]);
  });
});
