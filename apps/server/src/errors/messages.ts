import { renderMessage, viMessages, type MessageKey, type MessageParams, type MessageRef } from '@app/contract';

/** The Vietnamese text of a message: what `message` carries for clients that read no keys. */
export function viText(key: MessageKey, params?: MessageParams): string {
  return renderMessage(viMessages, key, params) ?? key;
}

let byText: Map<string, MessageKey> | undefined;
let templates: { key: MessageKey; pattern: RegExp; names: string[] }[] | undefined;

function index(): void {
  byText = new Map();
  templates = [];
  for (const [area, texts] of Object.entries(viMessages)) {
    for (const [name, t] of Object.entries(texts)) {
      const key = `${area}.${name}` as MessageKey;
      if (!t.includes('{{')) {
        if (!byText.has(t)) byText.set(t, key);
        continue;
      }
      const names: string[] = [];
      const source = t
        .split(/(\{\{\s*\w+\s*\}\})/)
        .map((part) => {
          const param = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
          if (param === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(param);
          return '(.+?)';
        })
        .join('');
      if (!source.includes('$t')) templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
    }
  }
}

/**
 * The key (and values) of a Vietnamese text, for texts that still arrive as sentences: callers
 * not yet moved to keys. A text with values ('File quá lớn, … 2MB') is matched against the
 * catalog's texts with parameters.
 */
export function refOfViText(text: string): MessageRef | undefined {
  if (!byText || !templates) index();
  const exact = byText!.get(text);
  if (exact) return { key: exact };
  for (const { key, pattern, names } of templates!) {
    const match = pattern.exec(text);
    if (match) return { key, params: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
  }
  return undefined;
}

/** The key of a parameterless Vietnamese text (a schema's own message given as a sentence). */
export function keyOfViText(text: string): MessageKey | undefined {
  const ref = refOfViText(text);
  return ref && !ref.params ? ref.key : undefined;
}

export function isMessageKey(value: string): value is MessageKey {
  return renderMessage(viMessages, value) !== undefined;
}
