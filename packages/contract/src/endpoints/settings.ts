import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Out } from './schema-types.js';

type SettingsView = Out<typeof c.settingsViewSchema>;
type FillJob = Out<typeof c.fillJobSchema>;

export const settingsGet = endpoint('GET', '/Settings', 'settings.manage').of<{ response: SettingsView }>();
export const settingsUpdate = endpoint('PUT', '/Settings', 'settings.manage').of<{ body: In<typeof c.updateSettingsSchema>; response: SettingsView }>();
/** The diner page needs the default language and currency before anything else. */
export const settingsPublic = endpoint('GET', '/Settings/public', 'public').of<{ response: Out<typeof c.publicSettingsSchema> }>();

export const translate = endpoint('POST', '/Translate', 'public').of<{
  body: In<typeof c.translateRequestSchema>;
  response: Out<typeof c.translateResponseSchema>;
}>();
export const translateLanguages = endpoint('GET', '/Translate/languages', 'public').of<{ response: Out<typeof c.translateLanguagesResponseSchema> }>();
export const translationFillStart = endpoint('POST', '/Translation/fill-missing', 'translations.manage', { tag: 'Translate', status: 202 }).of<{
  response: FillJob;
}>();
export const translationFillJob = endpoint('GET', '/Translation/fill-missing', 'translations.manage', { tag: 'Translate' }).of<{ response: FillJob }>();
