import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, fillMessage, OPTION_MESSAGES, ORDER_MESSAGES, TABLE_INACTIVE, TABLE_NOT_FOUND } from '@app/contract/constants';
import { SERVER_MESSAGE_KEYS, serverMessageKey } from './server-messages';

describe('server messages a diner may read', () => {
  it('knows every message the server may send a diner', () => {
    const diner = [
      ORDER_MESSAGES.tableMissing,
      ORDER_MESSAGES.emptyCart,
      ORDER_MESSAGES.unknownDish,
      ORDER_MESSAGES.quantity,
      ORDER_MESSAGES.notes,
      ORDER_MESSAGES.specialRequests,
      ORDER_MESSAGES.tooManyLines,
      ORDER_MESSAGES.notFound,
      ORDER_MESSAGES.dinerDenied,
      TABLE_NOT_FOUND,
      TABLE_INACTIVE,
      ERROR_MESSAGES.TABLE_KEY_REQUIRED,
      ERROR_MESSAGES.RATE_LIMITED,
      ERROR_MESSAGES.VALIDATION,
      ERROR_MESSAGES.INTERNAL,
    ];
    for (const message of diner) expect(SERVER_MESSAGE_KEYS[message], message).toBeDefined();
    expect(serverMessageKey(ORDER_MESSAGES.dishSoldOut.replace('{name}', 'Phở'))?.values).toEqual({ name: 'Phở' });
    expect(serverMessageKey(`  ${ORDER_MESSAGES.emptyCart} `)).toEqual({ key: 'serverMessages.emptyCart' });
    expect(serverMessageKey('Something else')).toBeNull();
  });

  it("the option refusals and a dish off the menu, with the server's names and numbers as values", () => {
    const names = { option: 'Trứng "gà"', group: 'Kích cỡ (to)', dish: 'Phở bò', n: 2, name: 'Phở bò' };
    const cases: [string, string, Record<string, string | number>][] = [
      [ORDER_MESSAGES.dishOffMenu, 'dishOffMenu', { name: 'Phở bò' }],
      [OPTION_MESSAGES.tooFew, 'optionTooFew', { count: 2, group: 'Kích cỡ (to)', dish: 'Phở bò' }],
      [OPTION_MESSAGES.tooMany, 'optionTooMany', { count: 2, group: 'Kích cỡ (to)', dish: 'Phở bò' }],
      [OPTION_MESSAGES.inactive, 'optionSoldOut', { option: 'Trứng "gà"', group: 'Kích cỡ (to)' }],
      [OPTION_MESSAGES.notForDish, 'optionNotForDish', { option: 'Trứng "gà"', group: 'Kích cỡ (to)', dish: 'Phở bò' }],
      [fillMessage(OPTION_MESSAGES.unknownOption, { option: 17 }), 'optionUnknown', { option: '17' }],
    ];
    for (const [template, key, values] of cases) {
      expect(serverMessageKey(fillMessage(template, names)), template).toEqual({ key: `serverMessages.${key}`, values });
    }
  });
});
