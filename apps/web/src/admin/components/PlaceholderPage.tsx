import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

/** Title and description of a page whose content is still to come. */
export function PlaceholderPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t(`pages.${pageKey}.title`)} description={t(`pages.${pageKey}.description`)} />
      <div className="rounded-2xl border border-dashed border-zinc-300 bg-white">
        <EmptyState icon={<Construction className="size-6" />} title={t('placeholder')} />
      </div>
    </>
  );
}
