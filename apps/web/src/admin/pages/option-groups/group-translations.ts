import type { ContentTranslationsMap, OptionGroup } from '@app/contract';
import type { TranslationDraft } from '../menu-shared/translations-form';

/**
 * The option-group dialog shows one set of translation tabs for the group's name and every
 * option's name. Its boxes are keyed 'name' (the group) and 'option<i>' (the option at position
 * i); these helpers split them back into the group's and each option's own translations.
 */
export const optionKey = (index: number) => `option${index}`;

export interface StoredTexts {
  group: ContentTranslationsMap | undefined;
  /** By the options' positions in the form; a new option has none. */
  options: (ContentTranslationsMap | undefined)[];
  /** Everything under the keys of the boxes, for the tabs' 'machine-made' flags. */
  combined: ContentTranslationsMap;
}

export function storedTexts(group: OptionGroup | null, optionIds: readonly (number | undefined)[]): StoredTexts {
  const byId = new Map((group?.options ?? []).map((o) => [o.id, o.translations]));
  const options = optionIds.map((id) => (id === undefined ? undefined : byId.get(id)));
  const combined: ContentTranslationsMap = {};
  const add = (key: string, map: ContentTranslationsMap | undefined) => {
    for (const [lang, fields] of Object.entries(map ?? {})) {
      const name = fields.name;
      if (name) combined[lang] = { ...combined[lang], [key]: name };
    }
  };
  add('name', group?.translations);
  options.forEach((map, i) => add(optionKey(i), map));
  return { group: group?.translations, options, combined };
}

/** One key's boxes as a form of its own: `{ de: { name: '...' } }`. */
export function textsOf(texts: TranslationDraft | undefined, key: string): TranslationDraft | undefined {
  if (!texts) return undefined;
  return Object.fromEntries(Object.entries(texts).map(([lang, fields]) => [lang, { name: fields[key] ?? '' }]));
}

/** Removing the option at `index`: the boxes of the options after it move up one place. */
export function shiftOptionTexts(texts: TranslationDraft, index: number): TranslationDraft {
  const out: TranslationDraft = {};
  for (const [lang, fields] of Object.entries(texts)) {
    const next: Record<string, string> = { name: fields.name ?? '' };
    const count = Object.keys(fields).filter((k) => k.startsWith('option')).length;
    for (let i = 0, j = 0; i < count; i += 1) {
      if (i === index) continue;
      next[optionKey(j)] = fields[optionKey(i)] ?? '';
      j += 1;
    }
    out[lang] = next;
  }
  return out;
}
