import type { ReactNode } from 'react';
import type { Permission } from '@app/contract';
import { useCan } from '../session/session-context';
import { AccessDenied } from './AccessDenied';

/** Pages check their permission themselves: the sidebar only hides links, the server refuses the calls. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const allowed = useCan(permission);
  return allowed ? <>{children}</> : <AccessDenied />;
}
