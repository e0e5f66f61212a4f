import { describe, expect, it } from 'vitest';
import type { Allergen, DietTag } from '@app/contract';
import { filterDishes, NO_DISH_FILTER, toggleAllergen } from './dish-filter';

const dish = (name: string, allergens: Allergen[], dietTags: DietTag[] = []) => ({ name, allergens, dietTags });
const menu = [
  dish('Gỏi cuốn', ['peanuts', 'crustaceans']),
  dish('Đậu hũ sốt cà', ['soybeans'], ['vegan', 'vegetarian']),
  dish('Bánh flan', ['eggs', 'milk'], ['vegetarian']),
  dish('Phở bò', ['gluten']),
];
const names = (list: { name: string }[]) => list.map((d) => d.name);

describe('dish filter', () => {
  it('hides dishes containing any of the chosen allergens', () => {
    expect(names(filterDishes(menu, NO_DISH_FILTER))).toHaveLength(4);
    const noPeanuts = toggleAllergen(NO_DISH_FILTER, 'peanuts');
    expect(names(filterDishes(menu, noPeanuts))).toEqual(['Đậu hũ sốt cà', 'Bánh flan', 'Phở bò']);
    expect(names(filterDishes(menu, toggleAllergen(noPeanuts, 'milk')))).toEqual(['Đậu hũ sốt cà', 'Phở bò']);
    expect(toggleAllergen(noPeanuts, 'peanuts').without).toEqual([]);
  });

  it('vegetarian includes vegan dishes; vegan only vegan ones', () => {
    expect(names(filterDishes(menu, { without: [], diet: 'vegetarian' }))).toEqual(['Đậu hũ sốt cà', 'Bánh flan']);
    expect(names(filterDishes(menu, { without: [], diet: 'vegan' }))).toEqual(['Đậu hũ sốt cà']);
    expect(names(filterDishes(menu, { without: ['soybeans'], diet: 'vegetarian' }))).toEqual(['Bánh flan']);
  });
});
