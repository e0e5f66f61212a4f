/**
 * Who may do what: the single table both the server (route guards) and the web app
 * (sidebar, buttons, the guide's permission tab) read, written from the user guide's
 * role descriptions. Station staff (Waiter = bar, Kitchen, Sushi) work from their live
 * board: they see open orders of their station, tick dishes off, and never browse every
 * table's orders with customer names and phones.
 */
export const ROLES = ['SuperAdmin', 'Admin', 'Manager', 'Waiter', 'Kitchen', 'Sushi', 'User'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'dashboard.view',
  'users.manage',
  'categories.view',
  'categories.manage',
  'products.view',
  'products.manage',
  'tables.view',
  'tables.manage',
  'orders.view',
  'orders.create',
  'orders.edit',
  'orders.updateStatus',
  'orders.completeItems',
  'orders.confirmPayment',
  'orders.delete',
  'orders.deleteAll',
  'orderHistory.view',
  'orderHistory.manage',
  'notifications.view',
  'notifications.manage',
  'callHistory.view',
  'callHistory.delete',
  'images.manage',
  'restaurant.manage',
  'languages.manage',
  'settings.manage',
  'translations.manage',
  'guide.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MANAGEMENT: readonly Role[] = ['SuperAdmin', 'Admin', 'Manager'];
const OWNERS: readonly Role[] = ['SuperAdmin', 'Admin'];
const STATIONS_STAFF: readonly Role[] = ['Waiter', 'Kitchen', 'Sushi'];
const ALL_STAFF: readonly Role[] = [...MANAGEMENT, ...STATIONS_STAFF];

export const PERMISSION_TABLE: Record<Permission, readonly Role[]> = {
  'dashboard.view': MANAGEMENT,
  'users.manage': OWNERS,
  'categories.view': MANAGEMENT,
  'categories.manage': OWNERS,
  'products.view': ALL_STAFF,
  'products.manage': MANAGEMENT,
  // The waiter picks tables by number; only 'tables.manage' reads their secret keys (QR codes).
  'tables.view': [...MANAGEMENT, 'Waiter'],
  'tables.manage': MANAGEMENT,
  // The orders page: management's list, the stations' live board.
  'orders.view': ALL_STAFF,
  // A new order with the dishes of one's own station (the station rule is checked per dish).
  'orders.create': ALL_STAFF,
  // Changing an existing order: customer details, its table, its dishes.
  'orders.edit': [...MANAGEMENT, 'Waiter'],
  'orders.updateStatus': [...MANAGEMENT, 'Waiter'],
  'orders.completeItems': ALL_STAFF,
  'orders.confirmPayment': [...MANAGEMENT, 'Waiter'],
  'orders.delete': MANAGEMENT,
  'orders.deleteAll': MANAGEMENT,
  // Every order of every table, customer names and phones included: the full list, any single order, table histories.
  'orderHistory.view': MANAGEMENT,
  'orderHistory.manage': OWNERS,
  'notifications.view': ALL_STAFF,
  'notifications.manage': MANAGEMENT,
  'callHistory.view': ALL_STAFF,
  'callHistory.delete': [...MANAGEMENT, 'Waiter'],
  'images.manage': MANAGEMENT,
  'restaurant.manage': OWNERS,
  'languages.manage': OWNERS,
  'settings.manage': OWNERS,
  'translations.manage': MANAGEMENT,
  'guide.view': ROLES,
};

/** The role field may hold a comma-separated list; unknown names are ignored. */
export function parseRoles(role: string | readonly string[] | null | undefined): Role[] {
  const parts = Array.isArray(role) ? role : String(role ?? '').split(',');
  const found = new Set<Role>();
  for (const part of parts) {
    const name = part.trim().toLowerCase();
    const match = ROLES.find((r) => r.toLowerCase() === name);
    if (match) found.add(match);
  }
  return ROLES.filter((r) => found.has(r));
}

/** A list of roles grants the union of their permissions. */
export function can(role: string | readonly string[] | null | undefined, permission: Permission): boolean {
  const roles = parseRoles(role);
  return roles.some((r) => PERMISSION_TABLE[permission].includes(r));
}

export function permissionsOf(role: string | readonly string[] | null | undefined): Permission[] {
  return PERMISSIONS.filter((p) => can(role, p));
}

/** Roles that may be assigned by someone holding `actorRole`: only a SuperAdmin creates SuperAdmins. */
export function assignableRoles(actorRole: string | readonly string[] | null | undefined): Role[] {
  const roles = parseRoles(actorRole);
  if (roles.includes('SuperAdmin')) return [...ROLES];
  if (roles.includes('Admin')) return ROLES.filter((r) => r !== 'SuperAdmin');
  return [];
}
