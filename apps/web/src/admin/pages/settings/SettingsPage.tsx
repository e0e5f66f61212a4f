import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { LoadingScreen } from '../../../ui/Spinner';
import { RequirePermission } from '../../components/RequirePermission';
import { useCan } from '../../session/session-context';
import { PUBLIC_SETTINGS_KEY, useLanguages } from '../language/languages.api';
import { FillMissingCard } from './FillMissingCard';
import { KitchenSettingsCard } from './KitchenSettingsCard';
import { PrintJobsCard } from './PrintJobsCard';
import { SETTINGS_KEY, useSettings } from './settings.api';
import { SettingsForm } from './SettingsForm';

function SettingsScreen() {
  const { t } = useTranslation(['settings', 'kitchen']);
  const queryClient = useQueryClient();
  const settings = useSettings();
  const languages = useLanguages();
  const error = settings.error ?? languages.error;
  // The fill job needs 'translations.manage'; the contract's table decides, not this page.
  const canTranslate = useCan('translations.manage');

  useEffect(() => {
    if (error) toast.error(t('loadFailed'), { id: 'settings-load' });
  }, [error, t]);

  const ready = settings.data && languages.data;
  const providerReady = Boolean(
    settings.data &&
    ((settings.data.translationProvider === 'libretranslate' && settings.data.translationUrl) ||
      (settings.data.translationProvider === 'deepl' && settings.data.translationApiKeySet)),
  );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {error && !ready ? (
        <LoadError
          message={t('loadFailed')}
          onRetry={() => {
            void settings.refetch();
            void languages.refetch();
          }}
        />
      ) : !ready ? (
        <LoadingScreen label={t('common:states.loading')} />
      ) : (
        <div className="space-y-6">
          <SettingsForm
            key={settings.dataUpdatedAt}
            settings={settings.data}
            languages={languages.data}
            onSaved={(next) => {
              queryClient.setQueryData(SETTINGS_KEY, next);
              void queryClient.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY });
            }}
          />
          {canTranslate && <FillMissingCard providerReady={providerReady} />}
          <KitchenSettingsCard />
          <PrintJobsCard />
        </div>
      )}
    </>
  );
}

export function SettingsPage() {
  return (
    <RequirePermission permission="settings.manage">
      <SettingsScreen />
    </RequirePermission>
  );
}
