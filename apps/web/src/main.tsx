/**
 * One HTML page, two apps: the guest's table page and the back office. The path picks one before
 * anything else loads, so each downloads only its own code, styles and texts (the guest never
 * fetches the back office, and the back office's router stays out of the guest's first load). The
 * pages before signing in (sign-in, forgot and reset password) have their own small start, so the
 * back office loads only after signing in.
 */
const path = window.location.pathname.replace(/(.)\/$/, '$1');
if (path === '/admin/login' || path === '/admin/forgot-password' || path === '/admin/reset-password') void import('./sign-in/boot');
else if (path === '/admin' || path.startsWith('/admin/')) void import('./admin-boot');
else void import('./diner/boot');
