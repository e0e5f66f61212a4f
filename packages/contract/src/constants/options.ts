/**
 * Refusals of a dish's option choice. `{dish}`, `{group}`, `{option}`, `{n}` are filled in by
 * the server so the guest knows exactly which choice to fix.
 */
export const OPTION_MESSAGES = {
  unknownOption: 'options.unknownOption',
  notForDish: 'options.notForDish',
  inactive: 'options.inactive',
  tooFew: 'options.tooFew',
  tooMany: 'options.tooMany',
  groupNotFound: 'options.groupNotFound',
  optionNotFound: 'options.optionNotFound',
  minAboveMax: 'options.minAboveMax',
  minAboveCount: 'options.minAboveCount',
  tooManyDefaults: 'options.tooManyDefaults',
  unknownGroups: 'options.unknownGroups',
} as const;

/** Fills `{key}` placeholders of a message. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
