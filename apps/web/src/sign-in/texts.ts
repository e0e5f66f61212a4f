/**
 * The sign-in page's texts: the `admin` and `common` catalogs of the staff language only, read
 * with `{{name}}`-free lookups. The page needs a dozen strings; a full i18n framework would cost
 * more than the form itself.
 */

type Tree = { [key: string]: string | Tree };
export const STAFF_LANGUAGES = ['vi', 'en'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];
const STAFF_LANGUAGE_KEY = 'staffLanguage';
const SOURCE_LANGUAGE: StaffLanguage = 'vi';

const catalogs = import.meta.glob<{ default: Tree }>('../locales/{vi,en}/{admin,common}.json');
const serverCatalogs = import.meta.glob<Record<string, Tree>>('../../../../packages/contract/src/messages/{vi,en}.ts');
const loaded = new Map<string, Tree>();

export function storedStaffLanguage(): StaffLanguage {
  try {
    const stored = window.localStorage.getItem(STAFF_LANGUAGE_KEY);
    return (STAFF_LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as StaffLanguage) : SOURCE_LANGUAGE;
  } catch {
    return SOURCE_LANGUAGE;
  }
}

export function rememberStaffLanguage(language: StaffLanguage): void {
  try {
    window.localStorage.setItem(STAFF_LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Loads both catalogs of a language (once) so `t` can answer synchronously afterwards. */
export async function loadTexts(language: StaffLanguage): Promise<void> {
  await Promise.all(
    (['admin', 'common'] as const).map(async (ns) => {
      const id = `${language}/${ns}`;
      if (loaded.has(id)) return;
      const load = catalogs[`../locales/${id}.json`];
      loaded.set(id, load ? (await load()).default : {});
    }),
  );
  // The server's messages, read by the key an error answer carries.
  const id = `${language}/server`;
  if (!loaded.has(id)) {
    const load = serverCatalogs[`../../../../packages/contract/src/messages/${language}.ts`];
    loaded.set(id, load ? ((await load())[language] ?? {}) : {});
  }
}

function lookup(language: string, ns: string, key: string): unknown {
  let node: unknown = loaded.get(`${language}/${ns}`);
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

/** `login.title` reads the admin catalog, `common:app.backOffice` the common one. */
export function translate(language: StaffLanguage, key: string): string {
  const colon = key.indexOf(':');
  const [ns, path] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ['admin', key];
  const text = lookup(language, ns, path);
  return typeof text === 'string' ? text : key;
}

/**
 * A server message key (from an error answer or a form rule) in the staff language; anything
 * else is shown as it came (a Vietnamese answer from a server that sends no key).
 */
export function translateServerMessage(language: StaffLanguage, message: string): string {
  const text = /^[a-z]\w*\.\w+$/.test(message) ? lookup(language, 'server', message) : undefined;
  return typeof text === 'string' ? text : message;
}
