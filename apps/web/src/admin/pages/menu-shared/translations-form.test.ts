import { describe, expect, it } from 'vitest';
import { draftFrom, isUnreviewedMachine, translationsPayload } from './translations-form';

const stored = {
  de: { name: { text: 'Rindfleisch-Pho', isMachine: true }, description: { text: 'Suppe', isMachine: false } },
  en: { name: { text: 'Beef pho', isMachine: false } },
};

describe('translation form helpers', () => {
  it('fills one box per language and field from what is stored', () => {
    expect(draftFrom(stored, ['de', 'en', 'fr'], ['name', 'description'])).toEqual({
      de: { name: 'Rindfleisch-Pho', description: 'Suppe' },
      en: { name: 'Beef pho', description: '' },
      fr: { name: '', description: '' },
    });
  });

  it('sends nothing when nothing changed, so machine texts stay flagged', () => {
    const draft = draftFrom(stored, ['de', 'en'], ['name', 'description']);
    expect(translationsPayload(draft, stored, new Set())).toBeUndefined();
    expect(isUnreviewedMachine(stored, draft, 'de', 'name')).toBe(true);
    expect(isUnreviewedMachine(stored, draft, 'de', 'description')).toBe(false);
  });

  it('sends edited texts trimmed, and an emptied box as a removal', () => {
    const draft = draftFrom(stored, ['de', 'en'], ['name']);
    draft.de!.name = ' Pho mit Rind ';
    draft.en!.name = '';
    expect(translationsPayload(draft, stored, new Set())).toEqual({ de: { name: 'Pho mit Rind' }, en: { name: '' } });
    expect(isUnreviewedMachine(stored, draft, 'de', 'name')).toBe(false);
  });

  it('sends a machine text marked as reviewed unchanged, so the server clears its flag', () => {
    const draft = draftFrom(stored, ['de', 'en'], ['name', 'description']);
    expect(translationsPayload(draft, stored, new Set(['de']))).toEqual({ de: { name: 'Rindfleisch-Pho' } });
  });

  it('does not send empty boxes of languages without a translation', () => {
    expect(translationsPayload(draftFrom(undefined, ['de'], ['name']), undefined, new Set(['de']))).toBeUndefined();
  });
});
