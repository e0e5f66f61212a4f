import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Ok, Out } from './schema-types.js';

type OptionGroup = Out<typeof c.optionGroupSchema>;
type Input = In<typeof c.optionGroupInputSchema>;

export const optionGroupsList = endpoint('GET', '/OptionGroup', 'products.view').of<{ response: OptionGroup[] }>();
export const optionGroupsGet = endpoint('GET', '/OptionGroup/:id', 'products.view').of<{ params: c.IdParam; response: OptionGroup }>();
export const optionGroupsCreate = endpoint('POST', '/OptionGroup', 'products.manage', { status: 201 }).of<{ body: Input; response: OptionGroup }>();
export const optionGroupsUpdate = endpoint('PUT', '/OptionGroup/:id', 'products.manage').of<{ params: c.IdParam; body: Input; response: OptionGroup }>();
export const optionGroupsRemove = endpoint('DELETE', '/OptionGroup/:id', 'products.manage').of<{ params: c.IdParam; response: Ok }>();
/** Stations may mark an option sold out (no more eggs), like they do for dishes. */
export const optionAvailability = endpoint('PATCH', '/OptionGroup/option/:id/availability', 'products.view').of<{
  params: c.IdParam;
  body: In<typeof c.optionAvailabilitySchema>;
  response: OptionGroup;
}>();
