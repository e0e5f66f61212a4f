import {
  Beef,
  Beer,
  CakeSlice,
  Citrus,
  Coffee,
  CookingPot,
  Croissant,
  CupSoda,
  Drumstick,
  EggFried,
  Fish,
  FishSymbol,
  Flame,
  GlassWater,
  Hamburger,
  IceCreamCone,
  Leaf,
  Martini,
  Pizza,
  Salad,
  Sandwich,
  Shrimp,
  Soup,
  Sprout,
  Tag,
  Utensils,
  Wheat,
  Wine,
  type LucideIcon,
} from 'lucide-react';

/**
 * Icons a category can carry, by their lucide name (what the database stores, e.g. 'cup-soda').
 * A fixed list keeps the back office chunk small; unknown names show a neutral tag.
 */
export const CATEGORY_ICONS: Record<string, LucideIcon> = {
  utensils: Utensils,
  soup: Soup,
  wheat: Wheat,
  'egg-fried': EggFried,
  salad: Salad,
  'cooking-pot': CookingPot,
  beef: Beef,
  drumstick: Drumstick,
  shrimp: Shrimp,
  fish: Fish,
  'fish-symbol': FishSymbol,
  pizza: Pizza,
  hamburger: Hamburger,
  sandwich: Sandwich,
  croissant: Croissant,
  flame: Flame,
  sprout: Sprout,
  'cake-slice': CakeSlice,
  'ice-cream-cone': IceCreamCone,
  'cup-soda': CupSoda,
  citrus: Citrus,
  leaf: Leaf,
  coffee: Coffee,
  beer: Beer,
  wine: Wine,
  martini: Martini,
  'glass-water': GlassWater,
};

export const CATEGORY_ICON_NAMES = Object.keys(CATEGORY_ICONS);

export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && CATEGORY_ICONS[name]) || Tag;
  return <Icon className={className} aria-hidden="true" />;
}
