import type * as c from '../schemas.js';
import { endpoint } from './endpoint.js';
import type { In, Ok, Out } from './schema-types.js';

type Language = Out<typeof c.languageSchema>;
type ContentTranslations = Out<typeof c.contentTranslationSchema>[];
const access = 'languages.manage';

/** Public: the diner's language list. */
export const languagesList = endpoint('GET', '/Language', 'public').of<{ response: Language[] }>();
export const languagesGet = endpoint('GET', '/Language/:id', access).of<{ params: c.IdParam; response: Language }>();
export const languagesCreate = endpoint('POST', '/Language', access, { status: 201 }).of<{ body: In<typeof c.createLanguageSchema>; response: Language }>();
export const languagesUpdate = endpoint('PUT', '/Language/:id', access).of<{
  params: c.IdParam;
  body: In<typeof c.updateLanguageSchema>;
  response: Language;
}>();
export const languagesRemove = endpoint('DELETE', '/Language/:id', access).of<{ params: c.IdParam; response: Ok }>();

/** A record's texts in the other languages (a dish, a category, the restaurant...). */
export const contentTranslationsGet = endpoint('GET', '/Translation/:entity/:id', 'translations.manage').of<{
  params: Out<typeof c.contentEntityParams>;
  response: ContentTranslations;
}>();
export const contentTranslationsSave = endpoint('PUT', '/Translation/:entity/:id', 'translations.manage').of<{
  params: Out<typeof c.contentEntityParams>;
  body: In<typeof c.saveContentTranslationSchema>;
  response: ContentTranslations;
}>();
