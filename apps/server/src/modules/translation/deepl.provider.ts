import { callProvider, ProviderError, type TranslationProvider } from './translation.provider.js';

/**
 * DeepL API v2. Free-plan keys end in ':fx' and use api-free.deepl.com; `url` overrides the
 * host (tests, proxies). DeepL wants upper-case codes and no source when auto-detecting.
 */
export function createDeepLProvider(opts: { apiKey: string; url?: string; timeoutMs?: number }): TranslationProvider {
  const base = (opts.url || (opts.apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com')).replace(/\/+$/, '');
  const headers = { authorization: `DeepL-Auth-Key ${opts.apiKey}`, 'content-type': 'application/json' };
  const deeplTarget = (code: string) => {
    const c = code.toUpperCase();
    return c === 'EN' ? 'EN-GB' : c === 'PT' ? 'PT-PT' : c;
  };
  return {
    name: 'deepl',
    async translate(texts, source, target) {
      const body = { text: texts, target_lang: deeplTarget(target), ...(source && source !== 'auto' ? { source_lang: source.toUpperCase() } : {}) };
      const data = (await callProvider(`${base}/v2/translate`, { method: 'POST', headers, body: JSON.stringify(body) }, opts.timeoutMs)) as {
        translations?: { text: string }[];
      };
      if (!Array.isArray(data.translations) || data.translations.length !== texts.length) throw new ProviderError('unexpected answer shape');
      return data.translations.map((t) => t.text);
    },
    async languages() {
      const data = (await callProvider(`${base}/v2/languages?type=target`, { method: 'GET', headers }, opts.timeoutMs)) as { language: string; name: string }[];
      if (!Array.isArray(data)) throw new ProviderError('unexpected answer shape');
      return data.map((l) => ({ code: l.language.toLowerCase(), name: l.name }));
    },
  };
}
