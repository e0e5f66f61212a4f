/**
 * One HTML page, two apps: the guest's table page and the back office. The path picks one before
 * anything else loads, so each downloads only its own code, styles and texts (the guest never
 * fetches the back office, and the back office's router stays out of the guest's first load). The
 * staff sign-in page has its own small start, so the back office loads only after signing in.
 */
const path = window.location.pathname;
if (path === '/admin/login' || path === '/admin/login/') void import('./sign-in/boot');
else if (path === '/admin' || path.startsWith('/admin/')) void import('./admin-boot');
else void import('./diner/boot');
