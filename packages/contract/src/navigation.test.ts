import { describe, expect, it } from 'vitest';
import { can, mayOpen, NAV_ITEMS, navItemsFor, ROLES, type NavKey, type Role } from './index.js';

/** The menu each role should get, written out from the guide (not derived from the tables under test). */
const EXPECTED: Record<Role, NavKey[]> = {
  SuperAdmin: [
    'dashboard',
    'kitchen-analytics',
    'users',
    'categories',
    'products',
    'tables',
    'orders',
    'order-history',
    'notifications',
    'call-history',
    'image-manager',
    'restaurant-info',
    'language',
    'user-guide',
    'settings',
  ],
  Admin: [
    'dashboard',
    'kitchen-analytics',
    'users',
    'categories',
    'products',
    'tables',
    'orders',
    'order-history',
    'notifications',
    'call-history',
    'image-manager',
    'restaurant-info',
    'language',
    'user-guide',
    'settings',
  ],
  // Users, restaurant info, languages and settings are the owners' (SuperAdmin, Admin).
  Manager: [
    'dashboard',
    'kitchen-analytics',
    'categories',
    'products',
    'tables',
    'orders',
    'order-history',
    'notifications',
    'call-history',
    'image-manager',
    'user-guide',
  ],
  Waiter: ['products', 'orders', 'notifications', 'call-history', 'user-guide'],
  Kitchen: ['products', 'orders', 'notifications', 'user-guide'],
  Sushi: ['products', 'orders', 'notifications', 'user-guide'],
  User: ['user-guide'],
};

describe('sidebar', () => {
  it.each(ROLES)('%s: every item leads to a page the role may open', (role) => {
    for (const item of navItemsFor(role)) {
      expect(mayOpen(role, item.key), `${role} ${item.key}`).toBe(true);
      expect(can(role, item.permission), `${role} ${item.key}`).toBe(true);
    }
  });

  it.each(ROLES)('%s sees the guide’s menu', (role) => {
    expect(navItemsFor(role).map((i) => i.key)).toEqual(EXPECTED[role]);
  });

  it('offers a Manager no users item', () => {
    expect(navItemsFor('Manager').map((i) => i.key)).not.toContain('users');
    expect(mayOpen('Manager', 'users')).toBe(false);
  });

  it('combines the menus of a role list', () => {
    expect(navItemsFor('Kitchen,Waiter').map((i) => i.key)).toEqual(EXPECTED.Waiter);
    expect(navItemsFor('nobody')).toEqual([]);
  });

  it('has one item per page', () => {
    expect(new Set(NAV_ITEMS.map((i) => i.key)).size).toBe(NAV_ITEMS.length);
  });
});
