import { can, homePathFor, mayOpen, type NavKey } from '@app/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AccessDenied } from './components/AccessDenied';
import { useUser } from './session/session-context';

/** A page behind a sidebar item opens for the roles holding the item's permission. */
export function NavGuard({ navKey, children }: { navKey: NavKey; children: ReactNode }) {
  const user = useUser();
  if (!mayOpen(user.role, navKey)) return <AccessDenied />;
  return <>{children}</>;
}

/** Kitchen, Waiter and Sushi go from the dashboard to the orders page; others without it to their home. */
export function DashboardGate({ children }: { children: ReactNode }) {
  const user = useUser();
  if (!can(user.role, 'dashboard.view')) return <Navigate to={homePathFor(user.role)} replace />;
  return <>{children}</>;
}

/** /admin itself lands on the role's home page. */
export function RoleHome() {
  const user = useUser();
  return <Navigate to={homePathFor(user.role)} replace />;
}
