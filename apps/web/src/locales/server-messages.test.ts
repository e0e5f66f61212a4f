import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateFromTable } from '../lib/message-templates';

/**
 * Every Vietnamese text the server can answer with (errors, validation messages of the shared
 * contract, success messages, notification texts) must have an English and a German entry in the
 * `messages` table of common.json, or an English-speaking member of staff sees Vietnamese.
 *
 * The texts are taken from the source, not from a hand-kept list: every string literal with a
 * Vietnamese letter in apps/server/src and packages/contract/src counts, except the few listed in
 * NOT_MESSAGES (data such as table status values or the CSV's column titles). Template literals
 * become patterns: `Tối đa ${n} ký tự` must be in the table as 'Tối đa {n} ký tự'.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCES = ['apps/server/src', 'packages/contract/src'];
/** Seeds and migrations write demo content (dish names, languages), which the menu translations cover. */
const SKIPPED_DIRS = ['apps/server/src/db'];
/** The CSV export is a file for Excel in the restaurant's language, not a message to the screen. */
const SKIPPED_FILES = [
  'apps/server/src/modules/order-history/orders-csv.ts',
  // Paper tickets for the kitchen printers, printed in the kitchen's language.
  'apps/server/src/modules/printing/escpos-ticket.ts',
];

/** Vietnamese literals that are values or other content, never shown as a server message. */
const NOT_MESSAGES: (string | RegExp)[] = [
  // Table status values, shown through the tables catalog.
  'trống',
  'đang-sử-dụng',
  'đã-đặt',
  'không khả dụng',
  // Words that put a category at the bar station (stations.ts).
  'nước',
  'trà',
  'cà phê',
  'rượu',
  'đồ uống',
  // The password-reset e-mail (subject and body), written in the restaurant's language.
  'Khôi phục mật khẩu',
  /^Xin chào \{\},/,
];

/**
 * Messages put together from other messages, which no single literal shows:
 * error-handler.ts prefixes validation details with ERROR_MESSAGES.VALIDATION.
 */
const COMPOSED = ['Dữ liệu không hợp lệ: {field}: {message}', 'Dữ liệu không hợp lệ: {detail}'];

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const rel = path.relative(ROOT, full).split(path.sep).join('/');
    if (statSync(full).isDirectory()) return SKIPPED_DIRS.includes(rel) || name === 'test' ? [] : sourceFiles(full);
    if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name.endsWith('.d.ts') || SKIPPED_FILES.includes(rel)) return [];
    return [full];
  });
}

/**
 * String literals of a TypeScript file, comments skipped. `${...}` in template literals becomes
 * `{}`. Regular-expression literals are skipped too, so a quote inside one cannot start a string.
 */
function stringLiterals(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  let last = ''; // the last significant character, to tell a regex from a division
  const n = source.length;
  const readQuoted = (quote: string): string => {
    let text = '';
    i += 1;
    while (i < n && source[i] !== quote) {
      if (source[i] === '\\') {
        const next = source[i + 1];
        text += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        i += 2;
        continue;
      }
      text += source[i];
      i += 1;
    }
    i += 1;
    return text;
  };
  const skipExpression = () => {
    // Inside `${ ... }`: nested braces and strings until the matching `}`.
    let depth = 1;
    while (i < n && depth > 0) {
      const c = source[i];
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      else if (c === "'" || c === '"') {
        readQuoted(c);
        continue;
      } else if (c === '`') {
        readTemplate();
        continue;
      }
      i += 1;
    }
  };
  const readTemplate = (): string => {
    let text = '';
    i += 1;
    while (i < n && source[i] !== '`') {
      if (source[i] === '\\') {
        const next = source[i + 1];
        text += next === 'n' ? '\n' : next;
        i += 2;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        i += 2;
        skipExpression();
        text += '{}';
      } else {
        text += source[i];
        i += 1;
      }
    }
    i += 1;
    return text;
  };
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < n && source[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      out.push(readQuoted(c));
      last = 'a';
    } else if (c === '`') {
      out.push(readTemplate());
      last = 'a';
    } else if (c === '/' && (last === '' || '(,=:[!&|?{};+-*%<>~^'.includes(last))) {
      // A regular expression literal: to its closing slash, outside character classes.
      i += 1;
      let inClass = false;
      while (i < n && (inClass || source[i] !== '/')) {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i += 1;
      }
      i += 1;
      while (i < n && /[a-z]/i.test(source[i]!)) i += 1;
      last = 'a';
    } else {
      if (!/\s/.test(c!)) last = c!;
      i += 1;
    }
  }
  return out;
}

/** Placeholders compare by position, whatever their name: 'Tối đa {n} ký tự' ~ 'Tối đa {} ký tự'. */
const shape = (text: string) => text.replace(/\{\w*\}/g, '{}');

function serverMessages(): string[] {
  const found = new Set<string>();
  for (const dir of SOURCES) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      for (const literal of stringLiterals(readFileSync(file, 'utf8'))) {
        if (!VIETNAMESE.test(literal)) continue;
        const text = shape(literal);
        if (NOT_MESSAGES.some((m) => (typeof m === 'string' ? m === text : m.test(text)))) continue;
        found.add(text);
      }
    }
  }
  for (const m of COMPOSED) found.add(shape(m));
  return [...found].sort();
}

function messagesOf(lang: string): Record<string, string> {
  const catalog = JSON.parse(readFileSync(path.join(import.meta.dirname, lang, 'common.json'), 'utf8')) as { messages?: Record<string, string> };
  return catalog.messages ?? {};
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('server messages', () => {
  const messages = serverMessages();

  it('are found in the sources (the extraction still works)', () => {
    expect(messages.length).toBeGreaterThan(150);
    for (const known of ['Không tìm thấy đơn hàng', 'Tối đa {} ký tự', 'Món "{}" đã hết', 'Chỉ xóa đơn cũ hơn ít nhất 30 ngày', 'Không thể chuyển đơn hàng từ "{}" sang "{}"']) {
      expect(messages).toContain(known);
    }
    expect(messages).not.toContain('trống');
    // Comments are not messages.
    expect(messages).not.toContain('2x phở');
  });

  for (const lang of ['vi', 'en', 'de']) {
    it(`each has an entry in ${lang}/common.json messages`, () => {
      const table = messagesOf(lang);
      const keys = new Set(Object.keys(table).map(shape));
      const missing = messages.filter((m) => !keys.has(m));
      expect(missing, `add these to the "messages" table of ${lang}/common.json`).toEqual([]);
    });
  }

  it('entries keep their placeholders in every language', () => {
    const vi = messagesOf('vi');
    for (const lang of ['en', 'de']) {
      const table = messagesOf(lang);
      const broken = Object.keys(vi).filter((k) => table[k] !== undefined && placeholders(table[k]).join() !== placeholders(k).join());
      expect(broken, `placeholders differ in ${lang}`).toEqual([]);
    }
  });

  it('translate a filled-in message, its Vietnamese parts included', () => {
    const en = messagesOf('en');
    expect(translateFromTable(en, 'Không tìm thấy đơn hàng')).toBe(en['Không tìm thấy đơn hàng']);
    expect(translateFromTable(en, 'Tối đa 200 ký tự')).toBe('At most 200 characters');
    expect(translateFromTable(en, 'Không thể chuyển đơn hàng từ "Đã hủy" sang "Hoàn thành"')).toBe(
      'Cannot change the order from "Cancelled" to "Completed"',
    );
    expect(translateFromTable(en, 'Dữ liệu không hợp lệ: olderThanDays: Chỉ xóa đơn cũ hơn ít nhất 30 ngày')).toBe(
      'Invalid data: olderThanDays: Orders can only be deleted once they are at least 30 days old',
    );
    expect(translateFromTable(en, 'Something the server never says')).toBeUndefined();
  });
});
