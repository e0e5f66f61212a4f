import type { Role } from '@app/contract';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';

/** The demo seed's staff: one account per role, all with DEMO_PASSWORD. */
export const DEMO_USERS: readonly { username: string; role: Role }[] = [
  { username: 'superadmin', role: 'SuperAdmin' },
  { username: 'admin', role: 'Admin' },
  { username: 'manager', role: 'Manager' },
  { username: 'waiter', role: 'Waiter' },
  { username: 'kitchen', role: 'Kitchen' },
  { username: 'sushi', role: 'Sushi' },
  { username: 'user', role: 'User' },
];

/** How the Vietnamese back office names each role (role badge in the header). */
export const ROLE_LABELS_VI: Record<Role, string> = {
  SuperAdmin: 'Quản trị cấp cao',
  Admin: 'Quản trị viên',
  Manager: 'Quản lý',
  Waiter: 'Phục vụ',
  Kitchen: 'Bếp',
  Sushi: 'Sushi',
  User: 'Người dùng',
};
