import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * vi is the source catalog; de and en must have every key, translated. Components must take
 * user-facing text from the catalogs, never hard-code it.
 */
const LOCALES = path.join(import.meta.dirname);
const SRC = path.join(import.meta.dirname, '..');
const TARGETS = ['de', 'en'];

type Tree = { [k: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
/** i18next plural forms differ by language (vi has one form, de/en two): compare their base keys. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
function load(lang: string, ns: string): Map<string, string> {
  const flat = flatten(JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as Tree);
  const out = new Map<string, string>();
  for (const [k, v] of flat) {
    const base = k.replace(PLURAL, '');
    // Keep the "other" form as the representative text of a plural key.
    if (!out.has(base) || k.endsWith('_other')) out.set(base, v);
  }
  return out;
}
const namespaces = readdirSync(path.join(LOCALES, 'vi'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

/** Texts that are the same in every language (names, codes, symbols, pure placeholders). */
function languageNeutral(text: string): boolean {
  const withoutPlaceholders = text.replace(/\{\{[^}]+\}\}/g, '').replace(/<\/?\d+>/g, '');
  if (!/[\p{L}]{2,}/u.test(withoutPlaceholders)) return true;
  // Currency codes with their international names: 'EUR – Euro'.
  if (/^[A-Z]{3}( [–-] [\p{L} .]+)?$/u.test(withoutPlaceholders.trim())) return true;
  return /^(OK|ID|VND|QR|Email|E-mail|SuperAdmin|Admin|Manager|Sushi|Logo|LibreTranslate|DeepL|URL|API|Tiếng Việt|Deutsch|English|Restaurant|Loading\.\.\.|Nigiri|Maki|Menu|Status|Hotline|Online|Offline|Dashboard|Sushi Bar|Bar|Team|Details?|Name|Name:|Info|Tags?)$/i.test(
    withoutPlaceholders.trim(),
  );
}

describe('UI catalogs', () => {
  it('has vi, de and en for every namespace', () => {
    expect(namespaces.length).toBeGreaterThan(2);
    for (const lang of TARGETS) {
      const files = readdirSync(path.join(LOCALES, lang)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort(), lang).toEqual(expect.arrayContaining(namespaces));
    }
  });

  for (const ns of namespaces) {
    for (const lang of TARGETS) {
      it(`${lang}/${ns}.json has every key of vi, non-empty and translated`, () => {
        const vi = load('vi', ns);
        const other = load(lang, ns);
        const missing = [...vi.keys()].filter((k) => !other.has(k));
        expect(missing, `missing keys in ${lang}/${ns}`).toEqual([]);
        const extra = [...other.keys()].filter((k) => !vi.has(k));
        expect(extra, `keys in ${lang}/${ns} that vi does not have`).toEqual([]);
        const empty = [...other.entries()].filter(([, v]) => v.trim() === '').map(([k]) => k);
        expect(empty, `empty texts in ${lang}/${ns}`).toEqual([]);
        const untranslated = [...vi.entries()].filter(([k, v]) => other.get(k) === v && !languageNeutral(v)).map(([k, v]) => `${k}: ${v}`);
        expect(untranslated, `left in Vietnamese in ${lang}/${ns}`).toEqual([]);
      });
    }
  }
});

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : tsxFiles(full);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('components', () => {
  it('contain no hard-coded user-facing text', () => {
    const offenders: string[] = [];
    // Letters between JSX tags, and literal strings in attributes a person reads or hears.
    const jsxText = />\s*([^<>{}\n]*\p{L}{2,}[^<>{}\n]*?)(\s*)<(\/?)/gu;
    const attrText = /\b(placeholder|title|aria-label|alt|label)="([^"]*\p{L}{2,}[^"]*)"/gu;
    for (const file of tsxFiles(SRC)) {
      const source = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        // TypeScript generics like useState<string>() look like tags; drop type arguments.
        .replace(/<([A-Z][\w.]*(\[\])?(\s*\|\s*[\w.[\]'"]+)*)>/g, '');
      for (const m of source.matchAll(jsxText)) {
        const text = (m[1] ?? '').trim();
        // `Promise<Foo>`: an identifier glued to `<` that opens a type argument, not a JSX tag.
        if (m[2] === '' && m[3] === '' && /[\w]$/.test(m[1] ?? '')) continue;
        if (/^[\s\p{P}\p{S}\d]*$/u.test(text) || /=>|&&|\|\||\?|;|\(|\)/.test(text)) continue;
        offenders.push(`${path.relative(SRC, file)}: "${text}"`);
      }
      for (const m of source.matchAll(attrText)) {
        // Example values that read the same in every language: a URL, a language code.
        if (/^(https?:\/\/\S+|[a-z]{2,3}(-[A-Za-z0-9]+)?)$/.test(m[2] ?? '')) continue;
        offenders.push(`${path.relative(SRC, file)}: ${m[1]}="${m[2]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
