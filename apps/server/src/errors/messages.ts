import { renderMessage, viMessages, type MessageKey, type MessageParams } from '@app/contract';

/** The Vietnamese text of a message: what `message` carries for clients that read no keys. */
export function viText(key: MessageKey, params?: MessageParams): string {
  return renderMessage(viMessages, key, params) ?? key;
}

let byText: Map<string, MessageKey> | undefined;

/**
 * The key of a parameterless Vietnamese text, for texts that still arrive as sentences: messages
 * written in a zod schema of the contract, and callers not yet moved to keys.
 */
export function keyOfViText(text: string): MessageKey | undefined {
  if (!byText) {
    byText = new Map();
    for (const [area, texts] of Object.entries(viMessages)) {
      for (const [name, t] of Object.entries(texts)) {
        if (!t.includes('{{') && !byText.has(t)) byText.set(t, `${area}.${name}` as MessageKey);
      }
    }
  }
  return byText.get(text);
}

export function isMessageKey(value: string): value is MessageKey {
  return renderMessage(viMessages, value) !== undefined;
}
