import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../ui/Spinner';
import { useSession } from './session-context';

/** Spinner while the session loads; unauthenticated visitors go to the sign-in page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const { t } = useTranslation('admin');
  if (status === 'loading') return <LoadingScreen label={t('session.checking')} fullScreen />;
  if (status === 'unauthenticated') return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
