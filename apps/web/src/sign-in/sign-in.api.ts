/** The calls of the pages before signing in. */
import { authForgotPassword, authLogin, authResetPassword, authSessionState } from '@app/contract/endpoints';
import { call } from '../lib/call';

/** Whether the cookies already hold a signed-in session; any failure counts as "no". */
export async function alreadySignedIn(): Promise<boolean> {
  try {
    const state = await call(authSessionState);
    return !!state?.user;
  } catch {
    return false;
  }
}

export function signIn(username: string, password: string, rememberMe: boolean) {
  return call(authLogin, { body: { username, password, rememberMe } });
}

export function requestPasswordReset(email: string) {
  return call(authForgotPassword, { body: { email } });
}

export function resetPassword(token: string, newPassword: string) {
  return call(authResetPassword, { body: { token, newPassword } });
}
