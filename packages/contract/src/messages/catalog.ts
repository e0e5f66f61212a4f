import type { vi } from './vi.js';

/** A catalog has the Vietnamese one's shape: the same areas and keys, any texts. */
export type MessageCatalog = { [Area in keyof typeof vi]: { [Name in keyof (typeof vi)[Area]]: string } };

/** `area.name` of every message, e.g. `orders.dishSoldOut`. */
export type MessageKey = { [Area in keyof typeof vi & string]: `${Area}.${keyof (typeof vi)[Area] & string}` }[keyof typeof vi & string];

/** Values for a message's `{{name}}` parameters. */
export type MessageParams = Record<string, string | number>;

/** A message as a key and its values: what an error answer carries so each client can show it in its language. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}
