import { callProvider, ProviderError, type TranslationProvider } from './translation.provider.js';

/** LibreTranslate-compatible servers: POST /translate { q, source, target, format, api_key }. */
export function createLibreTranslateProvider(opts: { url: string; apiKey?: string; timeoutMs?: number }): TranslationProvider {
  const base = opts.url.replace(/\/+$/, '');
  return {
    name: 'libretranslate',
    async translate(texts, source, target) {
      const body = { q: texts, source: source || 'auto', target, format: 'text', ...(opts.apiKey ? { api_key: opts.apiKey } : {}) };
      const data = (await callProvider(
        `${base}/translate`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        opts.timeoutMs,
      )) as { translatedText?: string | string[] };
      const out = Array.isArray(data.translatedText) ? data.translatedText : [data.translatedText];
      if (out.length !== texts.length || out.some((s) => typeof s !== 'string')) throw new ProviderError('unexpected answer shape');
      return out as string[];
    },
    async languages() {
      const data = (await callProvider(`${base}/languages`, { method: 'GET' }, opts.timeoutMs)) as { code: string; name: string }[];
      if (!Array.isArray(data)) throw new ProviderError('unexpected answer shape');
      return data.map((l) => ({ code: l.code, name: l.name }));
    },
  };
}
