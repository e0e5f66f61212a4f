import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Question-and-answer items as native disclosure widgets (keyboard and screen-reader friendly for free). */
function Topics({ section, keys }: { section: 'errors' | 'features'; keys: readonly string[] }) {
  const { t } = useTranslation('guide');
  return (
    <div className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white">
      {keys.map((key) => (
        <details key={key} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded text-sm font-semibold text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
            {t(`${section}.items.${key}.title`)}
            <ChevronDown className="mt-0.5 size-4 shrink-0 text-zinc-500 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="mt-2 text-sm leading-relaxed text-zinc-700">{t(`${section}.items.${key}.body`)}</p>
        </details>
      ))}
    </div>
  );
}

const ERROR_KEYS = [
  'forbidden',
  'network',
  'tableKey',
  'productInUse',
  'categoryInUse',
  'tableInUse',
  'paidFinal',
  'deleteOrder',
  'imageTooLarge',
  'imageType',
  'session',
] as const;
const FEATURE_KEYS = ['orders', 'stations', 'tables', 'menu', 'notifications', 'translations', 'history', 'dashboard', 'staff'] as const;

export function GuideErrors() {
  const { t } = useTranslation('guide');
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-700">{t('errors.intro')}</p>
      <Topics section="errors" keys={ERROR_KEYS} />
    </div>
  );
}

export function GuideFeatures() {
  const { t } = useTranslation('guide');
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-700">{t('features.intro')}</p>
      <Topics section="features" keys={FEATURE_KEYS} />
    </div>
  );
}
