import { ERROR_MESSAGES, OPTION_MESSAGES, ORDER_MESSAGES, TABLE_INACTIVE, TABLE_NOT_FOUND } from '@app/contract/constants';

/**
 * Vietnamese messages the server may answer to a diner (the contract's order, table and generic
 * error messages), mapped to keys of the diner catalog's `serverMessages`, so a German or English
 * guest reads them in their language. Unknown messages are shown as they came.
 */
export const SERVER_MESSAGE_KEYS: Record<string, string> = {
  [ORDER_MESSAGES.tableMissing]: 'tableMissing',
  [ORDER_MESSAGES.emptyCart]: 'emptyCart',
  [ORDER_MESSAGES.unknownDish]: 'unknownDish',
  [ORDER_MESSAGES.quantity]: 'quantity',
  [ORDER_MESSAGES.notes]: 'notes',
  [ORDER_MESSAGES.specialRequests]: 'specialRequests',
  [ORDER_MESSAGES.tooManyLines]: 'tooManyLines',
  [ORDER_MESSAGES.notFound]: 'orderNotFound',
  [ORDER_MESSAGES.dinerDenied]: 'orderDenied',
  [TABLE_NOT_FOUND]: 'tableNotFound',
  [TABLE_INACTIVE]: 'tableInactive',
  [ERROR_MESSAGES.TABLE_KEY_REQUIRED]: 'tableKey',
  [ERROR_MESSAGES.RATE_LIMITED]: 'rateLimited',
  [ERROR_MESSAGES.VALIDATION]: 'validation',
  [ERROR_MESSAGES.INTERNAL]: 'internal',
};

/**
 * A message template's pattern: its `{name}` parts become groups, named in order (`{n}` is the
 * catalog's `count`). Counts and `#{id}` references match digits only, any other part any text.
 */
function templatePattern(template: string): [RegExp, readonly string[]] {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part, i, parts) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name === 'n' ? 'count' : name);
      return name === 'n' || parts[i - 1]?.endsWith('#') ? '(\\d+)' : '(.+)';
    })
    .join('');
  return [new RegExp(`^${source}$`), names];
}

/** Messages the server fills in with names or numbers, each with its catalog key. */
const FILLED: readonly [RegExp, string, readonly string[]][] = (
  [
    [ORDER_MESSAGES.dishSoldOut, 'dishSoldOut'],
    [ORDER_MESSAGES.dishOffMenu, 'dishOffMenu'],
    [OPTION_MESSAGES.tooFew, 'optionTooFew'],
    [OPTION_MESSAGES.tooMany, 'optionTooMany'],
    [OPTION_MESSAGES.inactive, 'optionSoldOut'],
    [OPTION_MESSAGES.notForDish, 'optionNotForDish'],
    [OPTION_MESSAGES.unknownOption, 'optionUnknown'],
  ] as const
).map(([template, key]) => {
  const [pattern, names] = templatePattern(template);
  return [pattern, key, names] as const;
});

export interface ServerMessageRef {
  key: string;
  /** `count` is a number, for the catalog's plural forms. */
  values?: Record<string, string | number>;
}

/** The catalog key (under `serverMessages`) for a server message, or null when unknown. */
export function serverMessageKey(message: string): ServerMessageRef | null {
  const text = message.trim();
  const known = SERVER_MESSAGE_KEYS[text];
  if (known) return { key: `serverMessages.${known}` };
  for (const [pattern, key, names] of FILLED) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, name === 'count' ? Number(match[i + 1]) : match[i + 1]!]));
    return { key: `serverMessages.${key}`, values };
  }
  return null;
}
