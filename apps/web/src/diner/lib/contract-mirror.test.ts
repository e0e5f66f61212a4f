/**
 * The diner mirrors a few contract values instead of importing them at runtime (the contract
 * pulls in zod, too heavy for the first load). These tests keep the copies honest.
 */
import { describe, expect, it } from 'vitest';
import { DINER_ORDER_EVENTS, DISH_IMAGE_SIZES as CONTRACT_DISH_IMAGE_SIZES, imageSrcSet as contractSrcSet, ORDER_LIMITS, TABLE_KEY_HEADER, TABLE_KEY_PARAM } from '@app/contract';
import { MAX_NOTES, MAX_QUANTITY, MAX_SPECIAL_REQUESTS, MIN_QUANTITY } from './cart';
import { DISH_IMAGE_SIZES, imageSrcSet } from './images';
import { HUB_PATH as LIVE_HUB_PATH, ORDER_EVENTS } from './live';
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
});
