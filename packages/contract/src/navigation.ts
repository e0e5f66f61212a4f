import { PERMISSION_TABLE, parseRoles, type Role } from './permissions.js';
import { stationsOf, type Station } from './stations.js';

/**
 * The back office sidebar (SPEC §2 "Sidebar by role"). The web app shows an item when the
 * user holds one of its roles; pages still check permissions themselves (e.g. a Manager
 * sees "Users" in the menu and gets the access-denied screen there).
 */
export type NavKey =
  | 'dashboard'
  | 'kitchen-analytics'
  | 'users'
  | 'categories'
  | 'products'
  | 'tables'
  | 'orders'
  | 'order-history'
  | 'notifications'
  | 'call-history'
  | 'image-manager'
  | 'restaurant-info'
  | 'language'
  | 'user-guide'
  | 'settings';

export interface NavItem {
  key: NavKey;
  path: string;
  /** A lucide icon name; the web app maps names to components. */
  icon: string;
  roles: readonly Role[];
  /** Station staff see a station-specific label (e.g. Waiter: "drink orders"). */
  stationLabel?: boolean;
}

const MANAGEMENT: readonly Role[] = ['SuperAdmin', 'Admin', 'Manager'];
const WITH_WAITER: readonly Role[] = [...MANAGEMENT, 'Waiter'];
const STATION_STAFF: readonly Role[] = [...MANAGEMENT, 'Waiter', 'Kitchen', 'Sushi'];

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', path: '/admin/dashboard', icon: 'LayoutDashboard', roles: MANAGEMENT },
  { key: 'kitchen-analytics', path: '/admin/kitchen-analytics', icon: 'Timer', roles: PERMISSION_TABLE['dashboard.view'] },
  { key: 'users', path: '/admin/users', icon: 'Users', roles: MANAGEMENT },
  { key: 'categories', path: '/admin/categories', icon: 'FolderTree', roles: MANAGEMENT },
  { key: 'products', path: '/admin/products', icon: 'UtensilsCrossed', roles: STATION_STAFF, stationLabel: true },
  { key: 'tables', path: '/admin/tables', icon: 'Armchair', roles: MANAGEMENT },
  { key: 'orders', path: '/admin/orders', icon: 'ClipboardList', roles: STATION_STAFF, stationLabel: true },
  { key: 'order-history', path: '/admin/order-history', icon: 'History', roles: MANAGEMENT },
  { key: 'notifications', path: '/admin/notifications', icon: 'Bell', roles: STATION_STAFF, stationLabel: true },
  { key: 'call-history', path: '/admin/call-history', icon: 'PhoneCall', roles: WITH_WAITER },
  { key: 'image-manager', path: '/admin/image-manager', icon: 'Images', roles: MANAGEMENT },
  { key: 'restaurant-info', path: '/admin/restaurant-info', icon: 'Store', roles: MANAGEMENT },
  { key: 'language', path: '/admin/language', icon: 'Languages', roles: MANAGEMENT },
  { key: 'user-guide', path: '/admin/user-guide', icon: 'BookOpen', roles: ['SuperAdmin', 'Admin', 'Manager', 'Waiter', 'Kitchen', 'Sushi', 'User'] },
  { key: 'settings', path: '/admin/settings', icon: 'Settings', roles: PERMISSION_TABLE['settings.manage'] },
];

/** Sidebar items for a role (or comma-separated role list: the union), in menu order. */
export function navItemsFor(role: string | readonly string[] | null | undefined): NavItem[] {
  const roles = parseRoles(role);
  return NAV_ITEMS.filter((item) => item.roles.some((r) => roles.includes(r)));
}

/** Where a role lands after sign-in and on /admin: management the dashboard, stations their orders, others the guide. */
export function homePathFor(role: string | readonly string[] | null | undefined): string {
  const roles = parseRoles(role);
  if (roles.some((r) => MANAGEMENT.includes(r))) return '/admin/dashboard';
  if (roles.some((r) => r === 'Waiter' || r === 'Kitchen' || r === 'Sushi')) return '/admin/orders';
  return '/admin/user-guide';
}

/** The single station a staff member works at, for station-specific labels; null for management or mixed roles. */
export function labelStationFor(role: string | readonly string[] | null | undefined): Station | null {
  const stations = stationsOf(role);
  return stations && stations.length === 1 ? stations[0]! : null;
}
