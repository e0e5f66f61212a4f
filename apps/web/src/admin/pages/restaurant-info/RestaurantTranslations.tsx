import type { ContentTranslation, RestaurantInfo } from '@app/contract';
import { SOURCE_LANGUAGE } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { LoadingScreen } from '../../../ui/Spinner';
import { Tabs } from '../../../ui/Tabs';
import { useLanguages } from '../language/languages.api';
import { restaurantTranslationsKey, useRestaurantTranslations } from './restaurant.api';
import { TranslationTab } from './TranslationTab';

/** Address and opening hours per active language: a tab each, the original beside. */
export function RestaurantTranslations({ info }: { info: RestaurantInfo }) {
  const { t } = useTranslation('restaurant');
  const queryClient = useQueryClient();
  const languages = useLanguages();
  const translations = useRestaurantTranslations(info.id);
  const targets = (languages.data ?? []).filter((l) => l.isActive && l.code !== SOURCE_LANGUAGE);

  const onSaved = (rows: ContentTranslation[]) => queryClient.setQueryData(restaurantTranslationsKey(info.id), rows);

  let body;
  if (languages.error || translations.error) {
    body = (
      <LoadError
        message={t('translations.loadFailed')}
        onRetry={() => {
          void languages.refetch();
          void translations.refetch();
        }}
      />
    );
  } else if (!languages.data || !translations.data) {
    body = <LoadingScreen label={t('common:states.loading')} />;
  } else if (targets.length === 0) {
    body = <p className="text-sm text-zinc-600">{t('translations.noLanguages')}</p>;
  } else {
    const rows = translations.data;
    body = (
      <Tabs
        label={t('translations.tabs')}
        items={targets.map((l) => {
          const missing = rows.filter((r) => r.language === l.code).length < 2;
          const machine = rows.some((r) => r.language === l.code && r.isMachine);
          return {
            value: l.code,
            label: (
              <span className="inline-flex items-center gap-1.5">
                {l.name}
                {(missing || machine) && (
                  <span
                    className={machine ? 'size-2 rounded-full bg-amber-500' : 'size-2 rounded-full bg-zinc-400'}
                    title={machine ? t('translations.machine') : t('translations.missing')}
                    aria-label={machine ? t('translations.machine') : t('translations.missing')}
                    role="img"
                  />
                )}
              </span>
            ),
            // Re-created after a save so the fields show what the server stored.
            content: <TranslationTab key={`${l.code}-${translations.dataUpdatedAt}`} info={info} language={l} rows={rows} onSaved={onSaved} />,
          };
        })}
      />
    );
  }

  return (
    <section aria-labelledby="restaurant-translations-title" className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
      <h2 id="restaurant-translations-title" className="text-base font-semibold text-zinc-900">
        {t('translations.title')}
      </h2>
      <p className="mt-0.5 mb-4 text-sm text-zinc-600">{t('translations.description')}</p>
      {body}
    </section>
  );
}
