import { can, homePathFor, NAV_ITEMS, parseRoles, type NavKey } from '@app/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AccessDenied } from './components/AccessDenied';
import { useUser } from './session/session-context';

/** A page that belongs to a sidebar item is only for the roles that see that item. */
export function NavGuard({ navKey, children }: { navKey: NavKey; children: ReactNode }) {
  const user = useUser();
  const item = NAV_ITEMS.find((i) => i.key === navKey);
  const roles = parseRoles(user.role);
  if (item && !item.roles.some((r) => roles.includes(r))) return <AccessDenied />;
  return <>{children}</>;
}

/** SPEC §2: Kitchen, Waiter and Sushi go from the dashboard to the orders page; others without it to their home. */
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
