import { can, PERMISSION_TABLE, parseRoles, type Permission, type Role } from './permissions.js';
import { stationsOf, type Station } from './stations.js';

/**
 * The back office sidebar. Each item opens a page guarded by one permission, and the menu
 * shows an item exactly to the roles holding that permission (narrowed by `audience` where
 * the menu offers a page to fewer roles than may open it), so no item ever leads to the
 * access-denied screen.
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
  /** What opening the page takes; the page's guard checks the same permission. */
  permission: Permission;
  /** Roles the menu offers the item to, among those holding the permission (all when absent). */
  audience?: readonly Role[];
  /** Station staff see a station-specific label (e.g. Waiter: "drink orders"). */
  stationLabel?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', path: '/admin/dashboard', icon: 'LayoutDashboard', permission: 'dashboard.view' },
  { key: 'kitchen-analytics', path: '/admin/kitchen-analytics', icon: 'Timer', permission: 'dashboard.view' },
  { key: 'users', path: '/admin/users', icon: 'Users', permission: 'users.manage' },
  { key: 'categories', path: '/admin/categories', icon: 'FolderTree', permission: 'categories.view' },
  { key: 'products', path: '/admin/products', icon: 'UtensilsCrossed', permission: 'products.view', stationLabel: true },
  { key: 'tables', path: '/admin/tables', icon: 'Armchair', permission: 'tables.manage' },
  { key: 'orders', path: '/admin/orders', icon: 'ClipboardList', permission: 'orders.view', stationLabel: true },
  { key: 'order-history', path: '/admin/order-history', icon: 'History', permission: 'orderHistory.view' },
  { key: 'notifications', path: '/admin/notifications', icon: 'Bell', permission: 'notifications.view', stationLabel: true },
  // The kitchen and the sushi bar hear service calls but do not work the call list.
  {
    key: 'call-history',
    path: '/admin/call-history',
    icon: 'PhoneCall',
    permission: 'callHistory.view',
    audience: ['SuperAdmin', 'Admin', 'Manager', 'Waiter'],
  },
  { key: 'image-manager', path: '/admin/image-manager', icon: 'Images', permission: 'images.manage' },
  { key: 'restaurant-info', path: '/admin/restaurant-info', icon: 'Store', permission: 'restaurant.manage' },
  { key: 'language', path: '/admin/language', icon: 'Languages', permission: 'languages.manage' },
  { key: 'user-guide', path: '/admin/user-guide', icon: 'BookOpen', permission: 'guide.view' },
  { key: 'settings', path: '/admin/settings', icon: 'Settings', permission: 'settings.manage' },
];

/** Whether a role (or comma-separated role list) may open the page behind a sidebar item. */
export function mayOpen(role: string | readonly string[] | null | undefined, key: NavKey): boolean {
  const item = NAV_ITEMS.find((i) => i.key === key);
  return item !== undefined && can(role, item.permission);
}

/** Sidebar items for a role (or comma-separated role list: the union), in menu order. */
export function navItemsFor(role: string | readonly string[] | null | undefined): NavItem[] {
  const roles = parseRoles(role);
  return NAV_ITEMS.filter((item) => roles.some((r) => PERMISSION_TABLE[item.permission].includes(r) && (!item.audience || item.audience.includes(r))));
}

/** Where a role lands after sign-in and on /admin: management the dashboard, stations their orders, others the guide. */
export function homePathFor(role: string | readonly string[] | null | undefined): string {
  const roles = parseRoles(role);
  if (roles.some((r) => PERMISSION_TABLE['dashboard.view'].includes(r))) return '/admin/dashboard';
  if (roles.some((r) => r === 'Waiter' || r === 'Kitchen' || r === 'Sushi')) return '/admin/orders';
  return '/admin/user-guide';
}

/** The single station a staff member works at, for station-specific labels; null for management or mixed roles. */
export function labelStationFor(role: string | readonly string[] | null | undefined): Station | null {
  const stations = stationsOf(role);
  return stations && stations.length === 1 ? stations[0]! : null;
}
