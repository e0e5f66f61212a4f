import type { ContentTranslationsMap } from '@app/contract';

/** The translation boxes of a form: `{ de: { name: 'Rindfleisch-Pho' } }`; '' = none (diners see the original). */
export type TranslationDraft = Record<string, Record<string, string>>;

/** One box per language and field, filled with what is stored. */
export function draftFrom(stored: ContentTranslationsMap | undefined, languages: readonly string[], fields: readonly string[]): TranslationDraft {
  return Object.fromEntries(languages.map((lang) => [lang, Object.fromEntries(fields.map((f) => [f, stored?.[lang]?.[f]?.text ?? '']))]));
}

/** Still the machine's text, untouched by staff: shown with the 'machine-made, not reviewed' badge. */
export function isUnreviewedMachine(stored: ContentTranslationsMap | undefined, draft: TranslationDraft | undefined, lang: string, field: string): boolean {
  const saved = stored?.[lang]?.[field];
  if (!saved?.isMachine) return false;
  return (draft?.[lang]?.[field] ?? saved.text).trim() === saved.text;
}

/**
 * What to send with the save: only texts staff changed, plus machine texts they marked as
 * reviewed (the server stores everything sent as reviewed; '' removes a translation).
 * Undefined when nothing changed, so an untouched machine translation stays flagged.
 */
export function translationsPayload(
  draft: TranslationDraft | undefined,
  stored: ContentTranslationsMap | undefined,
  reviewed: ReadonlySet<string>,
): Record<string, Record<string, string>> | undefined {
  if (!draft) return undefined;
  const out: Record<string, Record<string, string>> = {};
  for (const [lang, fields] of Object.entries(draft)) {
    for (const [field, raw] of Object.entries(fields)) {
      const text = raw.trim();
      const saved = stored?.[lang]?.[field];
      const changed = text !== (saved?.text ?? '');
      const confirmed = reviewed.has(lang) && saved?.isMachine === true && text !== '';
      if (changed || confirmed) (out[lang] ??= {})[field] = text;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
