import { z } from 'zod';
import { languageSchema } from './language.schema.js';
import { categorySchema, productSchema } from './menu.schema.js';
import { restaurantInfoSchema } from './restaurant.schema.js';
import { publicSettingsSchema } from './settings.schema.js';
import type { PublicTable } from './table.schema.js';

/**
 * Everything the table page draws, in one answer: the restaurant (null before it is set up), the
 * categories and dishes in the language asked for, the active languages and the public settings.
 * One request instead of five: on a phone's connection each is a round trip, and each `fetch` a
 * few milliseconds of a cheap phone's boot.
 */
export const dinerMenuSchema = z.object({
  restaurant: restaurantInfoSchema.nullable(),
  categories: z.array(categorySchema),
  products: z.array(productSchema),
  languages: z.array(languageSchema),
  settings: publicSettingsSchema,
});
export type DinerMenu = z.infer<typeof dinerMenuSchema>;

/**
 * A table page the server drew (the guest's first visit): what it drew with, written into the
 * page's HTML so the browser starts from exactly that instead of asking for it again.
 */
export interface DinerFirstScreen {
  /** `pathname + search` the page was drawn for. */
  address: string;
  /** The menu's language: the restaurant's default, which the page's HTML names. */
  lang: string;
  menu: DinerMenu;
  tableNumber: string | null;
  table: PublicTable | null;
}

/** A table page as the server draws it (the web build's drawing, read by the server's page). */
export interface DinerDrawnPage {
  /** The root element's content. */
  root: string;
  /** The script with the DinerFirstScreen it was drawn with (goes after the root element). */
  data: string;
  /** The document's title and description, in the drawn language. */
  title: string;
  description: string;
}
