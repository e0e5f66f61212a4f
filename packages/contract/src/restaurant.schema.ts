import { z } from 'zod';
import { imageUrlField } from './menu.schema.js';
import { langQuery, translationsInput } from './language.schema.js';

export const restaurantInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In the requested language when a translation exists, else Vietnamese. */
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** In the requested language when a translation exists, else Vietnamese. */
  openingHours: z.string(),
  logoUrl: z.string().nullable(),
});
export type RestaurantInfo = z.infer<typeof restaurantInfoSchema>;

export const restaurantInfoQuery = z.object({ lang: langQuery.optional() });

/** PUT RestaurantInfo/{id} and the edit form: name required, other fields left out keep their value. */
export const updateRestaurantInfoSchema = z.object({
  id: z.number().int().optional(),
  name: z.string({ error: 'restaurant.nameRequired' }).trim().min(1, 'restaurant.nameRequired').max(200, 'validation.max200Chars'),
  address: z.string({ error: 'settings.invalidAddress' }).trim().max(500, 'validation.max500Chars').optional(),
  phone: z
    .string({ error: 'restaurant.invalidPhoneNumber' })
    .trim()
    .max(50, 'validation.max50Chars')
    .regex(/^[0-9+().\-\s]*$/, 'restaurant.invalidPhoneNumber')
    .optional(),
  email: z
    .string({ error: 'users.emailInvalid' })
    .trim()
    .max(254, 'validation.max254Chars')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'users.emailInvalid')
    .optional(),
  openingHours: z.string({ error: 'restaurant.invalidOpeningHours' }).trim().max(500, 'validation.max500Chars').optional(),
  logoUrl: imageUrlField.optional(),
  translations: translationsInput(['address', 'openingHours']).optional(),
});
export type UpdateRestaurantInfoInput = z.input<typeof updateRestaurantInfoSchema>;
export type UpdateRestaurantInfoData = z.output<typeof updateRestaurantInfoSchema>;
