import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  addChoiceToCart,
  addToCart,
  parseStoredCart,
  removeLine,
  setLineNotes,
  setLineQuantity,
  summarizeCart,
  type CartLine,
  type CartProduct,
  type LineKey,
  type OptionChoice,
} from '../lib/cart';
import { readItem, storageKeys, writeItem } from '../lib/storage';

/**
 * Cart of one table, kept in localStorage so a reload (or a locked phone) loses nothing.
 * The page is keyed by table number, so `storageId` never changes while mounted.
 */
export function useCart(storageId: string) {
  const key = storageKeys.cart(storageId);
  const [lines, setLines] = useState<CartLine[]>(() => parseStoredCart(readItem(key)));
  /** The −/+ quantity chosen on each product card, not yet added. */
  const [cardQuantities, setCardQuantities] = useState<Record<number, number>>({});

  useEffect(() => {
    writeItem(key, lines.length ? JSON.stringify(lines) : null);
  }, [key, lines]);

  const setCardQuantity = useCallback((productId: number, quantity: number) => {
    setCardQuantities((q) => ({ ...q, [productId]: Math.max(0, Math.min(99, quantity)) }));
  }, []);

  const resetCard = (productId: number) =>
    setCardQuantities((q) => {
      if (!(productId in q)) return q;
      const next = { ...q };
      delete next[productId];
      return next;
    });

  /** Adding replaces the line's quantity and resets the card to 0. */
  const add = useCallback((product: CartProduct, quantity: number) => {
    setLines((l) => addToCart(l, product, quantity));
    resetCard(product.id);
  }, []);

  /** From the option sheet: the same dish with the same options joins its line. */
  const addChoice = useCallback((product: CartProduct, quantity: number, choice: OptionChoice) => {
    setLines((l) => addChoiceToCart(l, product, quantity, choice));
  }, []);

  const setQuantity = useCallback((key: LineKey, value: unknown) => setLines((l) => setLineQuantity(l, key, value)), []);
  const setNotes = useCallback((key: LineKey, notes: string) => setLines((l) => setLineNotes(l, key, notes)), []);

  /** Removing a line also clears its card's quantity. */
  const remove = useCallback((key: LineKey) => {
    setLines((l) => removeLine(l, key));
    resetCard(Number.parseInt(key, 10));
  }, []);

  const clear = useCallback(() => {
    setLines([]);
    setCardQuantities({});
  }, []);

  const summary = useMemo(() => summarizeCart(lines), [lines]);

  return { lines, summary, cardQuantities, setCardQuantity, add, addChoice, setQuantity, setNotes, remove, clear };
}

export type CartApi = ReturnType<typeof useCart>;
