/**
 * The diner mirrors a few contract values instead of importing them at runtime (the contract
 * pulls in zod, too heavy for the first load). These tests keep the copies honest.
 */
import { describe, expect, it } from 'vitest';
import { DINER_ORDER_EVENTS, DISH_IMAGE_SIZES as CONTRACT_DISH_IMAGE_SIZES, ERROR_MESSAGES, fillMessage, imageSrcSet as contractSrcSet, OPTION_MESSAGES, ORDER_LIMITS, ORDER_MESSAGES, TABLE_INACTIVE, TABLE_KEY_HEADER, TABLE_KEY_PARAM, TABLE_NOT_FOUND } from '@app/contract';
import { MAX_NOTES, MAX_QUANTITY, MAX_SPECIAL_REQUESTS, MIN_QUANTITY } from './cart';
import { DISH_IMAGE_SIZES, imageSrcSet } from './images';
import { HUB_PATH as LIVE_HUB_PATH, ORDER_EVENTS } from './live';
import { SERVER_MESSAGE_KEYS, serverMessageKey } from './server-messages';
import { TABLE_KEY_HEADER as HEADER, TABLE_KEY_PARAM as PARAM } from './table-key';
import { HUB_PATH } from '@app/contract';

describe('contract mirrors', () => {
  it('image srcset', () => {
    for (const url of ['/api/images/0123456789abcdef-960.webp', 'https://cdn.example.com/x.jpg', null, '/api/images/nothex-960.webp']) {
      expect(imageSrcSet(url)).toBe(contractSrcSet(url));
    }
    expect(DISH_IMAGE_SIZES).toBe(CONTRACT_DISH_IMAGE_SIZES);
  });

  it('limits, header, query parameter and hub path', () => {
    expect({ MIN_QUANTITY, MAX_QUANTITY, MAX_NOTES, MAX_SPECIAL_REQUESTS }).toEqual({
      MIN_QUANTITY: ORDER_LIMITS.minQuantity,
      MAX_QUANTITY: ORDER_LIMITS.maxQuantity,
      MAX_NOTES: ORDER_LIMITS.maxNotes,
      MAX_SPECIAL_REQUESTS: ORDER_LIMITS.maxSpecialRequests,
    });
    expect(HEADER).toBe(TABLE_KEY_HEADER);
    expect(PARAM).toBe(TABLE_KEY_PARAM);
    expect(LIVE_HUB_PATH).toBe(HUB_PATH);
  });

  it('listens to every order event the server sends a table (dish edits by staff included)', () => {
    expect([...ORDER_EVENTS].sort()).toEqual([...DINER_ORDER_EVENTS].sort());
  });

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
