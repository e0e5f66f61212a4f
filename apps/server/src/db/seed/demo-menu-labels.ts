import type { Allergen, DietTag } from '@app/contract';
import type { Db } from '../database.js';
import type { Tri } from './demo-data.js';

interface Labels {
  allergens: Allergen[];
  diet?: DietTag[];
  spice?: number;
  additives?: string[];
}

/**
 * Allergens (the 14 EU codes), diet labels and spice of every demo dish, by Vietnamese name.
 * Fish sauce counts as fish, soy sauce as soybeans and gluten, rice noodles alone as neither.
 */
const LABELS: Record<string, Labels> = {
  'Phở bò tái': { allergens: ['fish', 'celery'] },
  'Phở bò chín': { allergens: ['fish', 'celery'] },
  'Phở gà': { allergens: ['fish', 'celery'], diet: ['halal'] },
  'Phở bò đặc biệt': { allergens: ['fish', 'celery'] },
  'Combo phở & gỏi cuốn': { allergens: ['fish', 'celery', 'crustaceans', 'peanuts', 'soybeans'] },
  'Bún chả Hà Nội': { allergens: ['fish', 'soybeans'], additives: ['3 mit Antioxidationsmittel'] },
  'Bún bò Huế': { allergens: ['fish', 'crustaceans'], spice: 2 },
  'Bún thịt nướng chả giò': { allergens: ['fish', 'peanuts', 'gluten', 'eggs', 'crustaceans'] },
  'Bún riêu cua': { allergens: ['crustaceans', 'fish', 'eggs', 'soybeans'] },
  'Bún bò Nam Bộ': { allergens: ['fish', 'peanuts'], spice: 1 },
  'Cơm tấm sườn bì chả': { allergens: ['fish', 'eggs', 'soybeans'], additives: ['2 mit Konservierungsstoff'] },
  'Cơm gà Hội An': { allergens: ['fish', 'celery'], diet: ['halal'] },
  'Cơm chiên hải sản': { allergens: ['crustaceans', 'molluscs', 'eggs', 'soybeans', 'gluten'] },
  'Cơm sườn rim mặn ngọt': { allergens: ['fish', 'soybeans', 'gluten'] },
  'Combo cơm tấm & trà đá': { allergens: ['fish', 'eggs', 'soybeans'] },
  'Gỏi cuốn tôm thịt': { allergens: ['crustaceans', 'peanuts', 'soybeans'] },
  'Gỏi ngó sen tôm thịt': { allergens: ['crustaceans', 'peanuts', 'fish', 'sesame'] },
  'Gỏi gà bắp cải': { allergens: ['fish', 'peanuts'], spice: 1 },
  'Gỏi cuốn chay': { allergens: ['peanuts', 'soybeans'], diet: ['vegetarian', 'vegan'] },
  'Lẩu Thái hải sản': { allergens: ['crustaceans', 'molluscs', 'fish', 'celery'], spice: 3 },
  'Lẩu bò nhúng giấm': { allergens: ['fish', 'sulphites', 'sesame'] },
  'Lẩu nấm chay': { allergens: ['soybeans', 'celery', 'gluten'], diet: ['vegetarian', 'vegan'] },
  'Nước ép cam': { allergens: [], diet: ['vegetarian', 'vegan', 'gluten-free', 'lactose-free'] },
  'Nước ép dưa hấu': { allergens: [], diet: ['vegetarian', 'vegan', 'gluten-free', 'lactose-free'] },
  'Sinh tố bơ': { allergens: ['milk'], diet: ['vegetarian', 'gluten-free'] },
  'Nước ép thơm cà rốt': { allergens: ['celery'], diet: ['vegetarian', 'vegan', 'gluten-free'] },
  'Trà đào cam sả': { allergens: ['sulphites'], diet: ['vegetarian', 'vegan'], additives: ['4 geschwefelt'] },
  'Trà sen vàng': { allergens: [], diet: ['vegetarian', 'vegan', 'gluten-free'] },
  'Trà đá': { allergens: [], diet: ['vegetarian', 'vegan', 'gluten-free', 'lactose-free'] },
  'Cà phê sữa đá': { allergens: ['milk'], diet: ['vegetarian', 'gluten-free'], additives: ['5 koffeinhaltig'] },
  'Cà phê đen nóng': { allergens: [], diet: ['vegetarian', 'vegan', 'gluten-free'], additives: ['5 koffeinhaltig'] },
  'Bạc xỉu': { allergens: ['milk'], diet: ['vegetarian'], additives: ['5 koffeinhaltig'] },
  'Cà phê trứng': { allergens: ['eggs', 'milk'], diet: ['vegetarian'], additives: ['5 koffeinhaltig'] },
  'Bia Saigon Special': { allergens: ['gluten'], diet: ['vegetarian', 'vegan'] },
  'Bia Tiger': { allergens: ['gluten'], diet: ['vegetarian', 'vegan'] },
  'Bia thủ công Pasteur Street': { allergens: ['gluten', 'sulphites'], diet: ['vegetarian'] },
  'Maki cá hồi': { allergens: ['fish', 'soybeans', 'gluten', 'sesame'] },
  'Maki dưa leo': { allergens: ['soybeans', 'gluten', 'sesame'], diet: ['vegetarian', 'vegan'] },
  'Maki California': { allergens: ['crustaceans', 'eggs', 'sesame', 'soybeans', 'mustard'] },
  'Combo sushi tổng hợp': { allergens: ['fish', 'crustaceans', 'soybeans', 'gluten', 'sesame', 'mustard'] },
  'Nigiri cá ngừ': { allergens: ['fish', 'soybeans', 'gluten', 'mustard'] },
  'Nigiri cá hồi': { allergens: ['fish', 'soybeans', 'gluten', 'mustard'] },
  'Nigiri lươn nướng': { allergens: ['fish', 'soybeans', 'gluten', 'sesame'], additives: ['1 mit Farbstoff'] },
};

/** Columns of a demo dish's labels (a dish not listed declares nothing). */
export function demoLabels(name: string) {
  const l = LABELS[name] ?? { allergens: [] };
  return {
    allergens: JSON.stringify(l.allergens),
    diet_tags: JSON.stringify(l.diet ?? []),
    spice_level: l.spice ?? 0,
    additives: JSON.stringify(l.additives ?? []),
  };
}

export const DEMO_LABELLED_DISHES = Object.keys(LABELS);

interface DemoOption {
  name: Tri;
  delta?: number;
  isDefault?: boolean;
  /** Sold out today. */
  off?: boolean;
}
interface DemoGroup {
  name: Tri;
  min: number;
  max: number;
  options: DemoOption[];
  /** Vietnamese names of the dishes it is attached to, in order. */
  dishes: string[];
}

const PHO_BEEF = ['Phở bò tái', 'Phở bò chín', 'Phở bò đặc biệt'];

export const DEMO_OPTION_GROUPS: DemoGroup[] = [
  {
    name: ['Kích cỡ', 'Größe', 'Size'],
    min: 1,
    max: 1,
    options: [
      { name: ['Nhỏ', 'Klein', 'Small'], delta: -10000 },
      { name: ['Vừa', 'Mittel', 'Medium'], isDefault: true },
      { name: ['Lớn', 'Groß', 'Large'], delta: 15000 },
    ],
    dishes: [...PHO_BEEF, 'Phở gà', 'Bún bò Huế'],
  },
  {
    name: ['Độ chín thịt bò', 'Garstufe Rindfleisch', 'Beef doneness'],
    min: 1,
    max: 1,
    options: [{ name: ['Tái', 'Rosa', 'Rare'] }, { name: ['Tái chín', 'Halb durch', 'Medium'] }, { name: ['Chín', 'Durchgegart', 'Well done'] }],
    dishes: [...PHO_BEEF, 'Bún bò Huế', 'Lẩu bò nhúng giấm'],
  },
  {
    name: ['Thêm topping', 'Extra Beilagen', 'Extra toppings'],
    min: 0,
    max: 3,
    options: [
      { name: ['Trứng chần', 'Pochiertes Ei', 'Poached egg'], delta: 10000 },
      { name: ['Bò viên', 'Rindfleischbällchen', 'Beef balls'], delta: 15000 },
      { name: ['Gân bò', 'Rindersehnen', 'Beef tendon'], delta: 20000, off: true },
      { name: ['Quẩy', 'Frittierte Teigstangen', 'Fried dough sticks'], delta: 5000 },
    ],
    dishes: [...PHO_BEEF, 'Phở gà', 'Bún bò Huế', 'Bún riêu cua'],
  },
  {
    name: ['Kích cỡ ly', 'Bechergröße', 'Cup size'],
    min: 1,
    max: 1,
    options: [
      { name: ['Ly vừa (M)', 'Mittel (M)', 'Medium (M)'], isDefault: true },
      { name: ['Ly lớn (L)', 'Groß (L)', 'Large (L)'], delta: 8000 },
    ],
    dishes: ['Nước ép cam', 'Nước ép dưa hấu', 'Sinh tố bơ', 'Trà đào cam sả', 'Cà phê sữa đá', 'Bạc xỉu'],
  },
  {
    name: ['Đá', 'Eis', 'Ice'],
    min: 0,
    max: 1,
    options: [
      { name: ['Ít đá', 'Wenig Eis', 'Less ice'] },
      { name: ['Bình thường', 'Normal', 'Normal ice'], isDefault: true },
      { name: ['Không đá', 'Ohne Eis', 'No ice'] },
    ],
    dishes: ['Nước ép cam', 'Nước ép dưa hấu', 'Trà đào cam sả', 'Trà đá', 'Cà phê sữa đá', 'Bạc xỉu'],
  },
  {
    name: ['Độ ngọt', 'Süße', 'Sweetness'],
    min: 0,
    max: 1,
    options: [
      { name: ['Ít ngọt', 'Wenig süß', 'Less sweet'] },
      { name: ['Không đường', 'Ohne Zucker', 'No sugar'] },
      { name: ['Thêm sữa đặc', 'Extra Kondensmilch', 'Extra condensed milk'], delta: 5000, off: true },
    ],
    dishes: ['Cà phê sữa đá', 'Bạc xỉu', 'Sinh tố bơ'],
  },
];

type Translate = (entity: string, id: number, field: string, text: Tri | null) => void;

/** The demo option groups with their options, translations and dishes. */
export async function seedDemoOptions(trx: Db, productIds: Map<string, number>, translate: Translate, now: string): Promise<void> {
  for (const [gi, g] of DEMO_OPTION_GROUPS.entries()) {
    const group = await trx
      .insertInto('option_groups')
      .values({ name: g.name[0], min_select: g.min, max_select: g.max, display_order: gi + 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    translate('optionGroup', group.id, 'name', g.name);
    for (const [oi, o] of g.options.entries()) {
      const option = await trx
        .insertInto('options')
        .values({
          group_id: group.id,
          name: o.name[0],
          price_delta: o.delta ?? 0,
          is_active: o.off ? 0 : 1,
          is_default: o.isDefault ? 1 : 0,
          display_order: oi,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      translate('option', option.id, 'name', o.name);
    }
    const links = g.dishes.map((name) => ({ product_id: productIds.get(name)!, group_id: group.id, display_order: gi }));
    await trx.insertInto('product_option_groups').values(links).execute();
  }
}
