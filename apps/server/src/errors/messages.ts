import { renderMessage, viMessages, type MessageKey, type MessageParams } from '@app/contract';

/** The Vietnamese text of a message: what `message` carries for clients that read no keys. */
export function viText(key: MessageKey, params?: MessageParams): string {
  return renderMessage(viMessages, key, params) ?? key;
}

export function isMessageKey(value: string): value is MessageKey {
  return renderMessage(viMessages, value) !== undefined;
}
