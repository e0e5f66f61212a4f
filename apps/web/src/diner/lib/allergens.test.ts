import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '@app/contract';
import { ALLERGEN_LETTERS } from './allergens';

describe('allergen letters', () => {
  it('one distinct letter for each allergen', () => {
    expect(new Set(Object.values(ALLERGEN_LETTERS)).size).toBe(ALLERGENS.length);
  });
});
