import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../../ui/Spinner';
import { useSession } from './session-context';

/**
 * Spinner while the session loads; unauthenticated visitors go to the sign-in page (its own small app,
 * so a full page load) with the page they wanted, where signing in brings them back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const { t } = useTranslation('admin');
  const wanted = location.pathname + location.search;
  useEffect(() => {
    if (status === 'unauthenticated') window.location.replace(`/admin/login?next=${encodeURIComponent(wanted)}`);
  }, [status, wanted]);
  if (status !== 'authenticated') return <LoadingScreen label={t('session.checking')} fullScreen />;
  return <>{children}</>;
}
