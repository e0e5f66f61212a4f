/**
 * The pages before signing in (sign-in, forgot password, reset password) are one small app that moves
 * between its three addresses without a router. Anything else under /admin is the back office, reached
 * with a full page load so that it downloads only once someone has signed in.
 */
export type SignedOutScreen = 'login' | 'forgot' | 'reset';

const SCREENS: Record<string, SignedOutScreen> = {
  '/admin/login': 'login',
  '/admin/forgot-password': 'forgot',
  '/admin/reset-password': 'reset',
};

export const SCREEN_PATHS: Record<SignedOutScreen, string> = { login: '/admin/login', forgot: '/admin/forgot-password', reset: '/admin/reset-password' };

/** The screen an address shows, or undefined when it belongs to the back office. */
export function screenOf(pathname: string): SignedOutScreen | undefined {
  return SCREENS[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
}

/** Where the back office sends each role to its start page. */
export const BACK_OFFICE_START = '/admin';

/**
 * Where to go after signing in: the back-office page that sent the visitor here (`?next=`), or the
 * start page. Only same-site back-office paths are followed, so the link cannot send anyone elsewhere.
 */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  const ok = /^\/admin(\/[\w\-/]*)?(\?[^#]*)?$/.test(next) && !next.startsWith('//') && !screenOf(next.split('?')[0]!);
  return ok ? next : BACK_OFFICE_START;
}
