import { useId, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { cn } from '../../ui/cn';
import { ALLERGEN_CODES, DIET_FILTERS } from '../lib/allergens';
import { isFilterActive, NO_DISH_FILTER, toggleAllergen, type DishFilter } from '../lib/dish-filter';

interface AllergenFilterProps {
  value: DishFilter;
  onChange: (f: DishFilter) => void;
  onOpenLegend: () => void;
}

const chip =
  'inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1';

/** 'Without …' allergen chips, the vegetarian/vegan filter and the legend link, folded behind one button. */
export function AllergenFilter({ value, onChange, onOpenLegend }: AllergenFilterProps) {
  const { t } = useTranslation('diner');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = value.without.length + (value.diet ? 1 : 0);

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          data-testid="allergen-filter-toggle"
          className={cn(
            chip,
            isFilterActive(value) ? 'bg-emerald-700 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-stone-50',
          )}
        >
          {t('menuInfo.filterButton')}
          {count > 0 && <span className="ml-1.5">({t('menuInfo.filterCount', { count })})</span>}
        </button>
        <button
          type="button"
          onClick={onOpenLegend}
          data-testid="allergen-legend-open"
          className="min-h-10 rounded px-1 text-sm font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {t('menuInfo.legendOpen')}
        </button>
        {isFilterActive(value) && (
          <button
            type="button"
            onClick={() => onChange(NO_DISH_FILTER)}
            className="min-h-10 rounded px-1 text-sm font-semibold text-stone-700 underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {t('menuInfo.filterClear')}
          </button>
        )}
      </div>
      {open && (
        <div id={panelId} className="mt-2 space-y-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200" data-testid="allergen-filter">
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-stone-800">{t('menuInfo.dietTitle')}</legend>
            <div className="flex flex-wrap gap-1.5">
              {[null, ...DIET_FILTERS].map((d) => (
                <button
                  key={d ?? 'all'}
                  type="button"
                  aria-pressed={value.diet === d}
                  onClick={() => onChange({ ...value, diet: d })}
                  className={cn(chip, value.diet === d ? 'bg-emerald-700 text-white' : 'bg-stone-50 text-stone-800 ring-1 ring-stone-300 ring-inset')}
                >
                  {d ? t(`diet.${d}`) : t('menuInfo.dietAll')}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-stone-800">{t('menuInfo.filterWithout')}</legend>
            <div className="flex flex-wrap gap-1.5">
              {ALLERGEN_CODES.map((a) => {
                const on = value.without.includes(a);
                return (
                  <button
                    key={a}
                    type="button"
                    aria-pressed={on}
                    data-allergen={a}
                    onClick={() => onChange(toggleAllergen(value, a))}
                    className={cn(chip, on ? 'bg-red-700 text-white' : 'bg-stone-50 text-stone-800 ring-1 ring-stone-300 ring-inset')}
                  >
                    {t('menuInfo.without', { name: t(`allergens.${a}`) })}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </div>
      )}
    </div>
  );
}
