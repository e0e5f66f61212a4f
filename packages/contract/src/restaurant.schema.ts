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
  name: z.string({ error: 'Tên nhà hàng là bắt buộc' }).trim().min(1, 'Tên nhà hàng là bắt buộc').max(200, 'Tối đa 200 ký tự'),
  address: z.string({ error: 'Địa chỉ không hợp lệ' }).trim().max(500, 'Tối đa 500 ký tự').optional(),
  phone: z
    .string({ error: 'Số điện thoại không hợp lệ' })
    .trim()
    .max(50, 'Tối đa 50 ký tự')
    .regex(/^[0-9+().\-\s]*$/, 'Số điện thoại không hợp lệ')
    .optional(),
  email: z
    .string({ error: 'Email không hợp lệ' })
    .trim()
    .max(254, 'Tối đa 254 ký tự')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Email không hợp lệ')
    .optional(),
  openingHours: z.string({ error: 'Giờ mở cửa không hợp lệ' }).trim().max(500, 'Tối đa 500 ký tự').optional(),
  logoUrl: imageUrlField.optional(),
  translations: translationsInput(['address', 'openingHours']).optional(),
});
export type UpdateRestaurantInfoInput = z.input<typeof updateRestaurantInfoSchema>;
export type UpdateRestaurantInfoData = z.output<typeof updateRestaurantInfoSchema>;
