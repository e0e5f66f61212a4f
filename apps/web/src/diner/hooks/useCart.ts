import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  addToCart,
  parseStoredCart,
  removeLine,
  setLineNotes,
  setLineQuantity,
  summarizeCart,
  type CartLine,
  type CartProduct,
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

  /** SPEC §4: adding replaces the line's quantity and resets the card to 0. */
  const add = useCallback((product: CartProduct, quantity: number) => {
    setLines((l) => addToCart(l, product, quantity));
    resetCard(product.id);
  }, []);

  const setQuantity = useCallback((productId: number, value: unknown) => setLines((l) => setLineQuantity(l, productId, value)), []);
  const setNotes = useCallback((productId: number, notes: string) => setLines((l) => setLineNotes(l, productId, notes)), []);

  /** Removing a line also clears its card's quantity. */
  const remove = useCallback((productId: number) => {
    setLines((l) => removeLine(l, productId));
    resetCard(productId);
  }, []);

  const clear = useCallback(() => {
    setLines([]);
    setCardQuantities({});
  }, []);

  const summary = useMemo(() => summarizeCart(lines), [lines]);

  return { lines, summary, cardQuantities, setCardQuantity, add, setQuantity, setNotes, remove, clear };
}

export type CartApi = ReturnType<typeof useCart>;
