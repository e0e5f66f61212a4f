import { useTranslation } from '../lib/i18n';
import { ALLERGEN_CODES, ALLERGEN_LETTERS, DIET_CODES } from '../lib/allergens';
import { Modal } from './Modal';

/** What the letters, labels and chillies on the dishes mean. Loaded only when opened. */
export function AllergenLegend({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('diner');
  return (
    <Modal open={open} onClose={onClose} title={t('menuInfo.legendTitle')} testId="allergen-legend">
      <div className="space-y-4 px-4 py-4 text-sm sm:px-5">
        <p className="text-stone-700">{t('menuInfo.legendIntro')}</p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
          {ALLERGEN_CODES.map((a) => (
            <div key={a} className="flex items-center gap-2">
              <dt className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-amber-100 text-xs font-bold text-amber-950 ring-1 ring-amber-400 ring-inset">
                {ALLERGEN_LETTERS[a]}
              </dt>
              <dd className="text-stone-900">{t(`allergens.${a}`)}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="mb-2 font-semibold text-stone-800">{t('menuInfo.legendDiet')}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {DIET_CODES.map((tag) => (
              <li key={tag} className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset">
                {t(`diet.${tag}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-stone-700">{t('menuInfo.legendSpice')}</p>
      </div>
    </Modal>
  );
}
