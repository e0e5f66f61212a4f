/** What the cookies hold, and signing out: plain calls, a 401 here never triggers a refresh. */
import { authLogout, authSessionState } from '@app/contract/endpoints';
import { call } from '../../lib/call';

export function fetchSessionState() {
  return call(authSessionState);
}

export function logout() {
  return call(authLogout, { body: {} });
}
