import type { Role, Station } from '@app/contract';
import type { Art } from './demo-images.js';

/**
 * The demo restaurant: a Vietnamese place in Ho Chi Minh City. Texts are Vietnamese with
 * German and English versions as a native speaker would write them on a menu.
 */
export type Tri = readonly [vi: string, de: string, en: string];

export const DEMO_RESTAURANT = {
  name: 'Nhà hàng Hương Sen',
  address: [
    '142 Pasteur, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    'Pasteur-Straße 142, Bến Nghé, Bezirk 1, Ho-Chi-Minh-Stadt',
    '142 Pasteur Street, Ben Nghe Ward, District 1, Ho Chi Minh City',
  ] as Tri,
  phone: '028 3823 4567',
  email: 'lienhe@huongsen.vn',
  openingHours: ['Thứ Hai – Chủ Nhật: 10:00 – 22:30', 'Montag – Sonntag: 10:00 – 22:30 Uhr', 'Monday – Sunday: 10 am – 10:30 pm'] as Tri,
};

export interface DemoCategory {
  slug: string;
  name: Tri;
  icon: string;
  station: Station;
  art: Art;
  /** Slug of the top-level category; absent for top-level ones. */
  parent?: string;
}

const FOOD_BG = '#fdebd0';
const DRINK_BG = '#e0f2f1';
const SUSHI_BG = '#eceff1';

/** In display order; children follow their parent. */
export const DEMO_CATEGORIES: DemoCategory[] = [
  { slug: 'do-an', name: ['Đồ ăn', 'Speisen', 'Food'], icon: 'utensils', station: 'kitchen', art: { kind: 'plate', color: '#8d5524', bg: FOOD_BG } },
  {
    slug: 'pho',
    parent: 'do-an',
    name: ['Phở', 'Phở – Reisnudelsuppen', 'Phở noodle soups'],
    icon: 'soup',
    station: 'kitchen',
    art: { kind: 'bowl', color: '#d7a86e', bg: '#fde2c4' },
  },
  {
    slug: 'bun',
    parent: 'do-an',
    name: ['Bún', 'Bún – Reisfadennudeln', 'Bún rice vermicelli'],
    icon: 'wheat',
    station: 'kitchen',
    art: { kind: 'bowl', color: '#c8553d', bg: '#fbe3d6' },
  },
  {
    slug: 'com',
    parent: 'do-an',
    name: ['Cơm', 'Reisgerichte', 'Rice dishes'],
    icon: 'egg-fried',
    station: 'kitchen',
    art: { kind: 'plate', color: '#8d5524', bg: '#fff3e0' },
  },
  {
    slug: 'goi',
    parent: 'do-an',
    name: ['Gỏi', 'Salate & Sommerrollen', 'Salads & summer rolls'],
    icon: 'salad',
    station: 'kitchen',
    art: { kind: 'rolls', color: '#ff8a80', bg: '#e8f5e9' },
  },
  {
    slug: 'lau',
    parent: 'do-an',
    name: ['Lẩu', 'Feuertopf', 'Hot pot'],
    icon: 'cooking-pot',
    station: 'kitchen',
    art: { kind: 'hotpot', color: '#e53935', bg: '#ffe0b2' },
  },
  { slug: 'do-uong', name: ['Đồ uống', 'Getränke', 'Drinks'], icon: 'cup-soda', station: 'bar', art: { kind: 'juice', color: '#4dd0e1', bg: DRINK_BG } },
  {
    slug: 'nuoc-ep',
    parent: 'do-uong',
    name: ['Nước ép', 'Frische Säfte', 'Fresh juices'],
    icon: 'citrus',
    station: 'bar',
    art: { kind: 'juice', color: '#ffa726', bg: '#e0f7fa' },
  },
  { slug: 'tra', parent: 'do-uong', name: ['Trà', 'Tee', 'Tea'], icon: 'leaf', station: 'bar', art: { kind: 'tea', color: '#ffcc80', bg: '#fff8e1' } },
  {
    slug: 'ca-phe',
    parent: 'do-uong',
    name: ['Cà phê', 'Kaffee', 'Coffee'],
    icon: 'coffee',
    station: 'bar',
    art: { kind: 'coffee', color: '#5d4037', bg: '#efebe9' },
  },
  { slug: 'bia', parent: 'do-uong', name: ['Bia', 'Bier', 'Beer'], icon: 'beer', station: 'bar', art: { kind: 'beer', color: '#ffb300', bg: '#e3f2fd' } },
  { slug: 'sushi', name: ['Sushi', 'Sushi', 'Sushi'], icon: 'fish', station: 'sushi', art: { kind: 'nigiri', color: '#ff8a65', bg: SUSHI_BG } },
  {
    slug: 'maki',
    parent: 'sushi',
    name: ['Maki', 'Maki', 'Maki rolls'],
    icon: 'fish-symbol',
    station: 'sushi',
    art: { kind: 'maki', color: '#ff7043', bg: '#eceff1' },
  },
  {
    slug: 'nigiri',
    parent: 'sushi',
    name: ['Nigiri', 'Nigiri', 'Nigiri'],
    icon: 'fish',
    station: 'sushi',
    art: { kind: 'nigiri', color: '#ef5350', bg: '#fbe9e7' },
  },
];

export interface DemoDish {
  category: string;
  name: Tri;
  /** Null: the dish has no description (diners see 'Chưa có mô tả'). */
  description: Tri | null;
  price: number;
  featured?: boolean;
  /** Sold out today. */
  soldOut?: boolean;
  /** Slugs of further categories the dish also appears in. */
  also?: string[];
  /** Overrides the category's picture (another drawing or colour). */
  art?: Partial<Art>;
}

export const DEMO_TABLES = Array.from({ length: 12 }, (_, i) => {
  const n = i + 1;
  const location = n <= 4 ? 'Tầng 1' : n <= 8 ? 'Tầng 2' : n <= 10 ? 'Sân vườn' : 'Quầy bar';
  const capacity = [2, 4, 4, 6, 4, 4, 6, 8, 4, 6, 2, 2][i] ?? 4;
  return { tableNumber: String(n), capacity, location, isActive: n !== 12 };
});

export const DEMO_USERS: { username: string; fullName: string; role: Role }[] = [
  { username: 'superadmin', fullName: 'Nguyễn Văn An', role: 'SuperAdmin' },
  { username: 'admin', fullName: 'Trần Thị Bích', role: 'Admin' },
  { username: 'manager', fullName: 'Lê Minh Châu', role: 'Manager' },
  { username: 'waiter', fullName: 'Phạm Quốc Dũng', role: 'Waiter' },
  { username: 'kitchen', fullName: 'Võ Thị Hạnh', role: 'Kitchen' },
  { username: 'sushi', fullName: 'Đặng Hoàng Long', role: 'Sushi' },
  { username: 'user', fullName: 'Bùi Thu Trang', role: 'User' },
];
