import { z } from 'zod';
import { idParam, okResponse } from '../common.schema.js';
import {
  contentEntityParams,
  contentTranslationSchema,
  createLanguageSchema,
  languageSchema,
  saveContentTranslationSchema,
  updateLanguageSchema,
} from '../language.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const languageSchemas = {
  languagesList: { response: z.array(languageSchema) },
  languagesGet: { params: idParam, response: languageSchema },
  languagesCreate: { body: createLanguageSchema, response: languageSchema },
  languagesUpdate: { params: idParam, body: updateLanguageSchema, response: languageSchema },
  languagesRemove: { params: idParam, response: okResponse },
  contentTranslationsGet: { params: contentEntityParams, response: z.array(contentTranslationSchema) },
  contentTranslationsSave: { params: contentEntityParams, body: saveContentTranslationSchema, response: z.array(contentTranslationSchema) },
} satisfies Record<string, EndpointSchemaSet>;
