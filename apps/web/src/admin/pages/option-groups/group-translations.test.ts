import type { OptionGroup } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { shiftOptionTexts, storedTexts, textsOf } from './group-translations';

const group: OptionGroup = {
  id: 1,
  name: 'Kích cỡ',
  minSelect: 1,
  maxSelect: 1,
  displayOrder: 0,
  productIds: [],
  translations: { de: { name: { text: 'Größe', isMachine: true } } },
  options: [
    { id: 11, name: 'Nhỏ', priceDelta: 0, isActive: true, isDefault: false, translations: { de: { name: { text: 'Klein', isMachine: false } } } },
    { id: 12, name: 'Lớn', priceDelta: 0, isActive: true, isDefault: false, translations: {} },
  ],
};

describe('option-group dialog translations', () => {
  it('lists the stored names under the boxes’ keys, options by their place in the form', () => {
    const stored = storedTexts(group, [12, 11, undefined]);
    expect(stored.combined).toEqual({ de: { name: { text: 'Größe', isMachine: true }, option1: { text: 'Klein', isMachine: false } } });
    expect(stored.options).toEqual([{}, group.options[0]!.translations, undefined]);
  });

  it('splits the boxes back into one form per group or option', () => {
    expect(textsOf({ de: { name: 'Größe', option0: 'Klein' }, en: { name: 'Size' } }, 'option0')).toEqual({ de: { name: 'Klein' }, en: { name: '' } });
  });

  it('moves the boxes after a removed option up one place', () => {
    expect(shiftOptionTexts({ de: { name: 'G', option0: 'a', option1: 'b', option2: 'c' } }, 1)).toEqual({ de: { name: 'G', option0: 'a', option1: 'c' } });
  });
});
