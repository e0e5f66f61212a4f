import { createContext, useContext } from 'react';
import { can, type Permission, type PublicUser } from '@app/contract';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionValue {
  status: SessionStatus;
  user: PublicUser | null;
  /** After a successful login (or profile update): the signed-in user. */
  setUser: (user: PublicUser) => void;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a <SessionProvider> above it');
  return value;
}

/** The signed-in user; only for components rendered behind <RequireAuth>. */
export function useUser(): PublicUser {
  const { user } = useSession();
  if (!user) throw new Error('useUser used outside a signed-in area');
  return user;
}

/** Whether the signed-in user holds a permission (the same table the server enforces). */
export function useCan(permission: Permission): boolean {
  const { user } = useSession();
  return user ? can(user.role, permission) : false;
}
