import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PublicUser } from '@app/contract';
import { AUTH_REFRESHED_EVENT, AUTH_UNAUTHORIZED_EVENT, refreshSession } from '../lib/api';
import { fetchSessionState, logout } from './session.api';
import { SessionContext, type SessionStatus, type SessionValue } from './session-context';

/**
 * session: start loading, ask the server what the cookies hold (never the token
 * values), fall back to a silent refresh, and follow the window events the API client fires.
 */
export function SessionProvider({ children, onSignedOut }: { children: ReactNode; onSignedOut?: () => void }) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUserState] = useState<PublicUser | null>(null);

  const setUser = useCallback((next: PublicUser) => {
    setUserState(next);
    setStatus('authenticated');
  }, []);

  const clear = useCallback(() => {
    setUserState(null);
    setStatus('unauthenticated');
  }, []);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let found: PublicUser | null;
      try {
        const state = await fetchSessionState();
        found = state.user ?? (state.hasRefreshToken ? await refreshSession() : null);
      } catch {
        found = null;
      }
      if (cancelled) return;
      if (found) setUser(found);
      else clear();
    })();
    return () => {
      cancelled = true;
    };
  }, [setUser, clear]);

  useEffect(() => {
    const onUnauthorized = () => clear();
    const onRefreshed = (event: Event) => {
      const next = (event as CustomEvent<PublicUser | undefined>).detail;
      if (next) setUser(next);
    };
    window.addEventListener(AUTH_UNAUTHORIZED_EVENT, onUnauthorized);
    window.addEventListener(AUTH_REFRESHED_EVENT, onRefreshed);
    return () => {
      window.removeEventListener(AUTH_UNAUTHORIZED_EVENT, onUnauthorized);
      window.removeEventListener(AUTH_REFRESHED_EVENT, onRefreshed);
    };
  }, [setUser, clear]);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // Logging out always succeeds for the user; the cookies expire anyway.
    }
    // The page that takes over (the sign-in page, loaded afresh) ends everything of this session; clearing
    // here first would have the route guard leave for the sign-in page with this page as `next`.
    if (onSignedOut) onSignedOut();
    else clear();
  }, [clear, onSignedOut]);

  const value = useMemo<SessionValue>(() => ({ status, user, setUser, signOut }), [status, user, setUser, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
