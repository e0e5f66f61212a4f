import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** 'Truy cập bị từ chối' with a way back to the dashboard (which forwards each role to its home). */
export function AccessDenied({ message }: { message?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto mt-8 max-w-lg rounded-2xl border border-zinc-200 bg-white shadow-sm">
      <EmptyState
        icon={<ShieldX className="size-6 text-red-700" />}
        title={t('accessDenied.title')}
        titleAs="h1"
        description={message ?? t('accessDenied.message')}
        action={
          <Link to="/admin/dashboard" className={buttonClasses('primary')}>
            {t('accessDenied.back')}
          </Link>
        }
      />
    </div>
  );
}
