import type { vi } from './vi.js';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A catalog has the Vietnamese one's areas and keys. A message with a `{{count}}` may come in the
 * language's plural forms too, as i18next reads them (`tooFew_one`, `tooFew_other`, besides `tooFew`).
 */
export type MessageCatalog = {
  [Area in keyof typeof vi]: { [Name in keyof (typeof vi)[Area]]: string } & { [Plural in `${string}_${PluralForm}`]?: string };
};

/** `area.name` of every message, e.g. `orders.dishSoldOut`. */
export type MessageKey = { [Area in keyof typeof vi & string]: `${Area}.${keyof (typeof vi)[Area] & string}` }[keyof typeof vi & string];

/** Values for a message's `{{name}}` parameters. */
export type MessageParams = Record<string, string | number>;

/** A message as a key and its values: what an error answer carries so each client can show it in its language. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}
