import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { Tabs } from '../../../ui/Tabs';
import { GuideOverview } from './GuideOverview';
import { GuideErrors, GuideFeatures } from './GuideTopics';
import { PermissionTable } from './PermissionTable';

const TABS = ['overview', 'errors', 'features', 'permissions'] as const;

/** Everyone's guide: the tab is kept in the address so a link can point at it. */
export function UserGuidePage() {
  const { t } = useTranslation('guide');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.find((k) => k === requested) ?? 'overview';
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onValueChange={(v) => setParams(v === 'overview' ? {} : { tab: v }, { replace: true })}
        items={[
          { value: 'overview', label: t('tabs.overview'), content: <GuideOverview /> },
          { value: 'errors', label: t('tabs.errors'), content: <GuideErrors /> },
          { value: 'features', label: t('tabs.features'), content: <GuideFeatures /> },
          {
            value: 'permissions',
            label: t('tabs.permissions'),
            content: (
              <div className="space-y-3">
                <p className="text-sm text-zinc-700">{t('permissions.intro')}</p>
                <PermissionTable />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
