import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour = 'ok' | 'slow' | 'error500' | 'rate429' | 'garbage';

/**
 * Small local servers that speak the LibreTranslate and DeepL protocols, so the adapters are
 * tested over real HTTP. Translations are deterministic: `[de] text`.
 */
export interface FakeTranslator {
  url: string;
  calls: { path: string; body: unknown; headers: IncomingMessage['headers'] }[];
  behaviour: Behaviour;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return raw;
  }
}

export async function startFakeTranslator(kind: 'libretranslate' | 'deepl'): Promise<FakeTranslator> {
  const fake: FakeTranslator = { url: '', calls: [], behaviour: 'ok', close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    fake.calls.push({ path: req.url ?? '', body, headers: req.headers });
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof data === 'string' ? data : JSON.stringify(data));
    };
    if (fake.behaviour === 'slow') {
      await new Promise((r) => setTimeout(r, 1500));
      return send(200, {});
    }
    if (fake.behaviour === 'error500') return send(500, { error: 'internal' });
    if (fake.behaviour === 'rate429') return send(429, { error: 'Too many requests' });
    if (fake.behaviour === 'garbage') return send(200, 'not json at all');

    if (kind === 'libretranslate') {
      if (req.url === '/languages')
        return send(200, [
          { code: 'de', name: 'German' },
          { code: 'en', name: 'English' },
        ]);
      if (req.url === '/translate') {
        const b = body as { q: string | string[]; target: string };
        const q = Array.isArray(b.q) ? b.q : [b.q];
        const out = q.map((t) => `[${b.target}] ${t}`);
        return send(200, { translatedText: Array.isArray(b.q) ? out : out[0] });
      }
    } else {
      if (req.headers.authorization !== 'DeepL-Auth-Key test-key:fx') return send(403, { message: 'Wrong key' });
      if (req.url?.startsWith('/v2/languages')) return send(200, [{ language: 'DE', name: 'German' }]);
      if (req.url === '/v2/translate') {
        const b = body as { text: string[]; target_lang: string };
        return send(200, { translations: b.text.map((t) => ({ detected_source_language: 'VI', text: `[${b.target_lang.toLowerCase()}] ${t}` })) });
      }
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((r) => server.close(() => r()));
  return fake;
}
