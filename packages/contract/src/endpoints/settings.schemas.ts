import { publicSettingsSchema, settingsViewSchema, updateSettingsSchema } from '../settings.schema.js';
import { fillJobSchema, translateLanguagesResponseSchema, translateRequestSchema, translateResponseSchema } from '../translate.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const settingsSchemas = {
  settingsGet: { response: settingsViewSchema },
  settingsUpdate: { body: updateSettingsSchema, response: settingsViewSchema },
  settingsPublic: { response: publicSettingsSchema },
  translate: { body: translateRequestSchema, response: translateResponseSchema },
  translateLanguages: { response: translateLanguagesResponseSchema },
  translationFillStart: { response: fillJobSchema },
  translationFillJob: { response: fillJobSchema },
} satisfies Record<string, EndpointSchemaSet>;
