import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIET_TAGS } from '@app/contract';
import { ALLERGEN_CODES, ALLERGEN_LETTERS, DIET_CODES } from './allergens';

describe('allergen mirror', () => {
  it('has the contract codes in the contract order, one distinct letter each', () => {
    expect(ALLERGEN_CODES).toEqual([...ALLERGENS]);
    expect(DIET_CODES).toEqual([...DIET_TAGS]);
    expect(new Set(Object.values(ALLERGEN_LETTERS)).size).toBe(ALLERGENS.length);
  });
});
