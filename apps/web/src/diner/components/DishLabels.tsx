import { useTranslation } from '../lib/i18n';
import type { Product } from '@app/contract';
import { ALLERGEN_LETTERS } from '../lib/allergens';

/** A small chilli, drawn once per spice level. */
function ChilliIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5 text-red-600" fill="currentColor">
      <path d="M11.5 1.5c-.4 0-.7.3-.7.7 0 .5-.3.9-.8 1.1-1.5-.3-3 .5-3.6 2C5.3 8.1 3.6 10.8 1.3 12.3c-.4.3-.3.9.2 1 3.7.9 8.4-.8 10.3-4.6.7-1.4.6-3-.3-4.1.3-.5.5-1 .5-1.6 0-.3-.3-.6-.6-.6Z" />
    </svg>
  );
}

/**
 * Allergen letters (with their names as text alternatives), diet labels and spice level of a
 * dish, on its card and in the option sheet.
 */
export function DishLabels({ product, className }: { product: Pick<Product, 'allergens' | 'dietTags' | 'spiceLevel' | 'additives'>; className?: string }) {
  const { t } = useTranslation('diner');
  const allergens = product.allergens ?? [];
  const diet = product.dietTags ?? [];
  const spice = product.spiceLevel ?? 0;
  if (allergens.length === 0 && diet.length === 0 && spice === 0) return null;
  return (
    <div className={className ?? 'mt-2 flex flex-wrap items-center gap-1.5'} data-testid="dish-labels">
      {diet.map((tag) => (
        <span key={tag} className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset">
          {t(`diet.${tag}`)}
        </span>
      ))}
      {spice > 0 && (
        <span className="inline-flex items-center" role="img" aria-label={t('menuInfo.spice', { level: spice })} title={t('menuInfo.spice', { level: spice })}>
          {Array.from({ length: spice }, (_, i) => (
            <ChilliIcon key={i} />
          ))}
        </span>
      )}
      {allergens.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={t('menuInfo.allergensLabel')}>
          {allergens.map((a) => {
            const name = t(`allergens.${a}`);
            return (
              <li
                key={a}
                className="inline-flex size-6 items-center justify-center rounded-full bg-amber-100 text-xs font-bold text-amber-950 ring-1 ring-amber-400 ring-inset"
                title={t('menuInfo.allergenIcon', { name })}
                data-allergen={a}
              >
                <span aria-hidden="true">{ALLERGEN_LETTERS[a]}</span>
                <span className="sr-only">{t('menuInfo.allergenIcon', { name })}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
