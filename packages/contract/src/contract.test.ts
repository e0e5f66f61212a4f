import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  PERMISSIONS,
  ROLES,
  allowedNextStatuses,
  assignableRoles,
  can,
  canDeleteOrder,
  canTransition,
  defaultStationFor,
  mayHandleStation,
  parseRoles,
  permissionsOf,
  stationsOf,
} from './index.js';

describe('roles and permissions', () => {
  it('parses comma-separated role lists, ignoring unknown names and case', () => {
    expect(parseRoles('waiter, Kitchen,nobody')).toEqual(['Waiter', 'Kitchen']);
    expect(parseRoles('')).toEqual([]);
    expect(parseRoles(undefined)).toEqual([]);
  });

  it('grants the union of the listed roles', () => {
    expect(can('Kitchen', 'orders.updateStatus')).toBe(false);
    expect(can('Waiter', 'orders.updateStatus')).toBe(true);
    expect(can('Kitchen,Waiter', 'orders.updateStatus')).toBe(true);
    expect(permissionsOf('Kitchen,Waiter').length).toBeGreaterThan(permissionsOf('Kitchen').length);
  });

  it('follows the guide’s permission table', () => {
    expect(ROLES.filter((r) => can(r, 'users.manage'))).toEqual(['SuperAdmin', 'Admin']);
    expect(ROLES.filter((r) => can(r, 'categories.manage'))).toEqual(['SuperAdmin', 'Admin']);
    expect(ROLES.filter((r) => can(r, 'orders.deleteAll'))).toEqual(['SuperAdmin', 'Admin', 'Manager']);
    expect(ROLES.filter((r) => can(r, 'orders.view'))).toEqual(['SuperAdmin', 'Admin', 'Manager', 'Waiter', 'Kitchen', 'Sushi']);
    expect(ROLES.filter((r) => can(r, 'callHistory.delete'))).toEqual(['SuperAdmin', 'Admin', 'Manager', 'Waiter']);
    expect(ROLES.filter((r) => can(r, 'orders.updateStatus'))).toEqual(['SuperAdmin', 'Admin', 'Manager', 'Waiter']);
    // Kitchen and Sushi view their orders and tick dishes off; they neither edit orders nor read every table's orders.
    expect(ROLES.filter((r) => can(r, 'orders.completeItems'))).toEqual(['SuperAdmin', 'Admin', 'Manager', 'Waiter', 'Kitchen', 'Sushi']);
    expect(ROLES.filter((r) => can(r, 'orders.edit'))).toEqual(['SuperAdmin', 'Admin', 'Manager', 'Waiter']);
    expect(ROLES.filter((r) => can(r, 'orderHistory.view'))).toEqual(['SuperAdmin', 'Admin', 'Manager']);
    expect(ROLES.filter((r) => can(r, 'tables.manage'))).toEqual(['SuperAdmin', 'Admin', 'Manager']);
    expect(ROLES.filter((r) => can(r, 'products.manage'))).toEqual(['SuperAdmin', 'Admin', 'Manager']);
    expect(ROLES.filter((r) => can(r, 'dashboard.view'))).toEqual(['SuperAdmin', 'Admin', 'Manager']);
    expect(ROLES.filter((r) => can(r, 'notifications.manage'))).toEqual(['SuperAdmin', 'Admin', 'Manager']);
    expect(ROLES.filter((r) => can(r, 'restaurant.manage'))).toEqual(['SuperAdmin', 'Admin']);
    expect(ROLES.filter((r) => can(r, 'languages.manage'))).toEqual(['SuperAdmin', 'Admin']);
  });

  it('gives SuperAdmin every permission and User only the guide', () => {
    expect(permissionsOf('SuperAdmin')).toEqual([...PERMISSIONS]);
    expect(permissionsOf('User')).toEqual(['guide.view']);
    expect(permissionsOf('nobody')).toEqual([]);
  });

  it('lets only a SuperAdmin hand out SuperAdmin', () => {
    expect(assignableRoles('SuperAdmin')).toContain('SuperAdmin');
    expect(assignableRoles('Admin')).not.toContain('SuperAdmin');
    expect(assignableRoles('Admin')).toContain('Manager');
    expect(assignableRoles('Manager')).toEqual([]);
  });
});

describe('stations', () => {
  it('defaults from keywords in the name', () => {
    expect(defaultStationFor('Nước ép')).toBe('bar');
    expect(defaultStationFor('Trà')).toBe('bar');
    expect(defaultStationFor('Cà phê')).toBe('bar');
    expect(defaultStationFor('Bia')).toBe('bar');
    expect(defaultStationFor('Rượu vang')).toBe('bar');
    expect(defaultStationFor('Sushi cuộn')).toBe('sushi');
    expect(defaultStationFor('Phở')).toBe('kitchen');
  });

  it('maps roles to stations; management sees all', () => {
    expect(stationsOf('Manager')).toBeNull();
    expect(stationsOf('Waiter')).toEqual(['bar']);
    expect(stationsOf('Kitchen,Sushi')).toEqual(['kitchen', 'sushi']);
    expect(mayHandleStation('Kitchen', 'bar')).toBe(false);
    expect(mayHandleStation('Admin', 'bar')).toBe(true);
  });
});

describe('order state machine', () => {
  it('walks the normal flow and refuses anything after paid', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('pending', 'preparing')).toBe(true);
    expect(canTransition('preparing', 'completed')).toBe(true);
    expect(canTransition('completed', 'paid')).toBe(true);
    for (const to of ORDER_STATUSES) expect(canTransition('paid', to)).toBe(false);
    for (const to of ORDER_STATUSES) expect(canTransition('cancelled', to)).toBe(false);
  });

  it('reaches paid only from completed and cancelled from any open state', () => {
    expect(canTransition('pending', 'paid')).toBe(false);
    expect(canTransition('preparing', 'paid')).toBe(false);
    for (const from of ['pending', 'confirmed', 'preparing', 'completed'] as const) expect(canTransition(from, 'cancelled')).toBe(true);
    expect(allowedNextStatuses('completed')).toEqual(['pending', 'confirmed', 'preparing', 'paid', 'cancelled']);
  });

  it('deletes only cancelled orders: served and paid ones are kept for the records', () => {
    expect(ORDER_STATUSES.filter(canDeleteOrder)).toEqual(['cancelled']);
  });
});
