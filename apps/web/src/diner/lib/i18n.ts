/**
 * The diner's UI texts: the `common` and `diner` catalogs of one language at a time, with the
 * two things the page needs from an i18n library (`{{name}}` placeholders and plural forms). A
 * guest's phone downloads a few hundred bytes instead of a full i18n framework, and only the
 * catalogs of the language on screen. The hook has react-i18next's shape, so components read
 * the same either way (the build points the diner's `react-i18next` imports here).
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';

type Tree = { [key: string]: string | Tree };
export type DinerNamespace = 'common' | 'diner' | 'bill';
/** Loaded with the language; the others (the bill's texts) on first use. */
const NAMESPACES: readonly DinerNamespace[] = ['common', 'diner'];
const ALL_NAMESPACES: readonly DinerNamespace[] = ['common', 'diner', 'bill'];
/** Namespaces in use on this page, loaded again on a language switch. */
const inUse = new Set<DinerNamespace>(NAMESPACES);
export const SOURCE_LANGUAGE = 'vi';

const catalogs = import.meta.glob<{ default: Tree }>('../../locales/*/{common,diner,bill}.json');
const loaded = new Map<string, Tree>();
const loading = new Map<string, Promise<void>>();

let language = SOURCE_LANGUAGE;
let revision = 0;
const listeners = new Set<() => void>();

function emit(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadCatalog(lang: string, ns: DinerNamespace): Promise<void> {
  const id = `${lang}/${ns}`;
  if (loaded.has(id)) return Promise.resolve();
  let promise = loading.get(id);
  if (!promise) {
    const load = catalogs[`../../locales/${id}.json`];
    promise = (load ? load().then((m) => m.default) : Promise.resolve({} as Tree)).then(
      (tree) => {
        loaded.set(id, tree);
        loading.delete(id);
      },
      (err: unknown) => {
        loading.delete(id);
        throw err;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

function lookup(lang: string, ns: string, key: string): unknown {
  let node: unknown = loaded.get(`${lang}/${ns}`);
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

type Options = Record<string, unknown> & { count?: number };

/**
 * The plural form of a count. The catalogs' languages are written out (Vietnamese has one form;
 * English and German say 'one' for exactly 1): the page's first Intl object costs a cheap phone
 * about a tenth of a second while the menu is drawn. Any other language asks Intl.
 */
export function pluralForm(lang: string, count: number): Intl.LDMLPluralRule {
  if (lang === 'vi') return 'other';
  if (lang === 'en' || lang === 'de') return Math.abs(count) === 1 ? 'one' : 'other';
  return new Intl.PluralRules(lang).select(count);
}

export function translate(ns: string, key: string, options?: Options): string {
  let namespace = ns;
  let path = key;
  const colon = key.indexOf(':');
  if (colon > 0 && ALL_NAMESPACES.includes(key.slice(0, colon) as DinerNamespace)) {
    namespace = key.slice(0, colon);
    path = key.slice(colon + 1);
  }
  let text: unknown;
  if (typeof options?.count === 'number') {
    const form = pluralForm(language, options.count);
    text = lookup(language, namespace, `${path}_${form}`) ?? lookup(language, namespace, `${path}_other`);
  }
  text ??= lookup(language, namespace, path);
  if (typeof text !== 'string') return key;
  return options ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole)) : text;
}

export const i18n = {
  get language(): string {
    return language;
  },
  get resolvedLanguage(): string {
    return language;
  },
  hasLoadedLanguage(lang: string): boolean {
    return NAMESPACES.every((ns) => loaded.has(`${lang}/${ns}`));
  },
  /** Fetches a language's catalogs without switching to it (to swap texts and menu together). */
  async loadLanguages(lang: string): Promise<void> {
    await Promise.all([...inUse].map((ns) => loadCatalog(lang, ns)));
  },
  /** Switches at once to a language whose catalogs are loaded (the server, right before drawing a page). */
  switchToLoaded(lang: string): void {
    if (language === lang) return;
    language = lang;
    emit();
  },
  async changeLanguage(lang: string): Promise<void> {
    await i18n.loadLanguages(lang);
    language = lang;
    emit();
  },
  getResource(lang: string, ns: string, key: string): unknown {
    return lookup(lang, ns, key);
  },
};

export type TFunction = (key: string, options?: Options) => string;

/** react-i18next's `useTranslation`, for the diner's two namespaces; re-renders on a language change. */
export function useTranslation(ns: DinerNamespace = 'common'): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, () => revision);
  useEffect(() => {
    if (inUse.has(ns) && loaded.has(`${language}/${ns}`)) return;
    inUse.add(ns);
    void loadCatalog(language, ns).then(emit, () => {});
  }, [ns, current]);
  const t = useMemo<TFunction>(() => {
    void current;
    return (key, options) => translate(ns, key, options);
  }, [ns, current]);
  return { t, i18n };
}

/**
 * The server's message catalog (the contract's `messages/<language>.ts`), fetched only when a
 * server message is to be shown: a guest who never sees an error never downloads it.
 */
const serverCatalogs = import.meta.glob<Record<string, Tree>>('../../../../../packages/contract/src/messages/??.ts');
const SERVER_NS = 'serverMessages';

export function loadServerMessages(lang: string = language): Promise<void> {
  const id = `${lang}/${SERVER_NS}`;
  if (loaded.has(id)) return Promise.resolve();
  const load = serverCatalogs[`../../../../../packages/contract/src/messages/${lang}.ts`];
  if (!load) return Promise.resolve();
  return load().then((mod) => {
    loaded.set(id, mod[lang] ?? {});
  });
}

/** A server answer's message: its key and values, and the Vietnamese text for when the key is unknown. */
export interface ServerMessage {
  message: string;
  messageKey?: string;
  params?: Record<string, string | number>;
}

/** The message in the guest's language when its catalog is loaded and knows the key, else as it came. */
export function serverMessageText({ message, messageKey, params }: ServerMessage): string {
  if (!messageKey) return message;
  const count = params?.count;
  const plural = typeof count === 'number' ? lookup(language, SERVER_NS, `${messageKey}_${pluralForm(language, count)}`) : undefined;
  const text = typeof plural === 'string' ? plural : (lookup(language, SERVER_NS, messageKey) ?? lookup(language, SERVER_NS, `${messageKey}_other`));
  if (typeof text !== 'string') return message;
  const filled = text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
  // `$t(serverMessages:area.name)`: another message of the catalog, named inside this one.
  return filled.replace(/\$t\((?:\w+:)?([\w.]+)\)/g, (whole, nested: string) => {
    const inner = lookup(language, SERVER_NS, nested);
    return typeof inner === 'string' ? inner : whole;
  });
}

/** The same, after loading the catalog of the language on screen. */
export async function translateServerMessage(err: ServerMessage): Promise<string> {
  await loadServerMessages().catch(() => {});
  return serverMessageText(err);
}
