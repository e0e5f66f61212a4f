import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Cart, Order } from '@app/contract';
import { ApiError } from '../../lib/http';
import {
  addChoiceToCart,
  addToCart,
  keyOf,
  MAX_NOTES,
  parseQuantity,
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
import { nextGuestNumber, readGuestName, writeGuestName, MAX_GUEST_NAME, type GuestName } from '../lib/guest-name';
import { readPendingOrder } from '../lib/pending-order';
import { readItem, storageKeys, writeItem } from '../lib/storage';
import { i18n } from '../lib/i18n';

const loadApi = () => import('../lib/cart-api');
/** Typing a note is sent once the guest pauses. */
const NOTES_DELAY_MS = 500;

interface CartOptions {
  tableNumber: string | null;
  tableKey: string | null;
  /** The table's shared cart can be used: table known, key not refused, menu on screen. */
  shared: boolean;
  online: boolean;
  /** 'Khách {{n}}' in the guest's language. */
  guestLabel: (n: number) => string;
  /** A change was refused by the server (sold out, too many lines): its message. */
  onRefused: (err: ApiError) => void;
}

/** A failure that should leave the line on this phone (sent later) rather than drop it. */
const keepLocally = (err: unknown) => err instanceof ApiError && (err.isNetwork || err.status === 401 || err.status === 403 || err.status >= 500);

/**
 * The table's cart, shared by every phone with the table key: its lines live on the server (one
 * cart per table session) and follow `CartUpdated` live. Lines this phone cannot send yet (no
 * network, no valid key) stay in localStorage, shown with the others, and go out when they can;
 * a reload or a locked phone loses nothing.
 */
export function useCart({ tableNumber, tableKey, shared, online, guestLabel, onRefused }: CartOptions) {
  const storeKey = storageKeys.cart(tableNumber ?? '_');
  const [local, setLocal] = useState<CartLine[]>(() => parseStoredCart(readItem(storeKey)));
  const [server, setServer] = useState<Cart | null>(null);
  /** Notes being typed on shared lines, shown instead of the server's until they are saved. */
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [guest, setGuest] = useState<GuestName | null>(() => (tableNumber ? readGuestName(tableNumber) : null));
  /** The −/+ quantity chosen on each product card, not yet added. */
  const [cardQuantities, setCardQuantities] = useState<Record<number, number>>({});
  /** Notes typed and not sent yet (they wait for a pause in typing), with the way to send them at once. */
  const pendingNotes = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; sendNow: () => void }>());
  /** Edits on their way to the server: 'Đặt hàng' waits for them, so nothing typed just before is lost. */
  const inFlight = useRef(new Set<Promise<void>>());
  const flushing = useRef(false);
  const serverRef = useRef(server);
  serverRef.current = server;

  useEffect(() => {
    writeItem(storeKey, local.length ? JSON.stringify(local) : null);
  }, [storeKey, local]);

  /** Answers can arrive out of order: a cart older than the one shown is ignored. */
  const accept = useCallback((cart: Cart) => setServer((prev) => (!prev || cart.version >= prev.version ? cart : prev)), []);

  const refresh = useCallback(async () => {
    if (!shared || !tableNumber) return;
    try {
      const api = await loadApi();
      accept(await api.fetchCart(tableNumber, tableKey));
    } catch {
      // Offline or refused: the page keeps what it shows; the next event or reconnect tries again.
    }
  }, [shared, tableNumber, tableKey, accept]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** This phone's name in the cart: the typed one, else 'Khách n' fixed at its first line. */
  const nameForLine = useCallback((): string => {
    if (guest) return guest.name;
    if (!tableNumber) return '';
    const value = { name: guestLabel(nextGuestNumber((serverRef.current?.lines ?? []).map((l) => l.addedBy))).slice(0, MAX_GUEST_NAME), typed: false };
    writeGuestName(tableNumber, value);
    setGuest(value);
    return value.name;
  }, [guest, tableNumber, guestLabel]);

  const setGuestName = useCallback(
    (name: string) => {
      const clean = name.trim().slice(0, MAX_GUEST_NAME);
      if (!clean || !tableNumber || guest?.typed) return;
      const value = { name: clean, typed: true };
      writeGuestName(tableNumber, value);
      setGuest(value);
    },
    [tableNumber, guest],
  );

  /** Sends one line to the shared cart; false when it has to stay on this phone for now. */
  const send = useCallback(
    async (line: CartLine): Promise<boolean> => {
      if (!tableNumber) return false;
      try {
        const api = await loadApi();
        accept(
          await api.addCartLine(tableNumber, tableKey, {
            productId: line.productId,
            quantity: parseQuantity(line.quantity),
            notes: line.notes.trim(),
            optionIds: line.optionIds,
            addedBy: line.addedBy ?? nameForLine(),
          }),
        );
        return true;
      } catch (err) {
        if (keepLocally(err)) return false;
        // Refused for good (sold out, options no longer offered): say why; the line is not kept.
        if (err instanceof ApiError) onRefused(err);
        return true;
      }
    },
    [tableNumber, tableKey, accept, nameForLine, onRefused],
  );

  /** Lines kept on this phone go to the shared cart as soon as it can be reached. */
  const flushLocal = useCallback(async () => {
    // An order confirmed offline carries these lines already: they must not go into the cart too.
    if (flushing.current || !shared || !online || !tableNumber || readPendingOrder(tableNumber)) return;
    flushing.current = true;
    try {
      for (const line of local) {
        if (!(await send(line))) break;
        setLocal((l) => removeLine(l, keyOf(line)));
      }
    } finally {
      flushing.current = false;
    }
  }, [shared, online, tableNumber, local, send]);

  useEffect(() => {
    if (local.length > 0) void flushLocal();
  }, [local.length, flushLocal]);

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

  const addLine = useCallback(
    async (line: CartLine, keepHere: (l: CartLine[]) => CartLine[]) => {
      const named = { ...line, addedBy: nameForLine() };
      if (shared && online && (await send(named))) return;
      setLocal(keepHere);
    },
    [shared, online, send, nameForLine],
  );

  /** Adds the card's quantity; on this phone alone the dish's line takes that quantity. */
  const add = useCallback(
    (product: CartProduct, quantity: number) => {
      resetCard(product.id);
      if (!Number.isFinite(quantity) || quantity < 1) return;
      const line = addToCart([], product, quantity)[0]!;
      void addLine(line, (l) => addToCart(l, product, quantity));
    },
    [addLine],
  );

  /** From the option sheet: the same dish with the same options joins its line. */
  const addChoice = useCallback(
    (product: CartProduct, quantity: number, choice: OptionChoice) => {
      const line = addChoiceToCart([], product, quantity, choice)[0];
      if (line) void addLine(line, (l) => addChoiceToCart(l, product, quantity, choice));
    },
    [addLine],
  );

  /** A shared line changed or removed here shows at once; the server's answer confirms it. */
  const patchServer = useCallback((id: number, patch: Partial<Cart['lines'][number]> | null) => {
    setServer((prev) =>
      prev ? { ...prev, lines: patch ? prev.lines.map((l) => (l.id === id ? { ...l, ...patch } : l)) : prev.lines.filter((l) => l.id !== id) } : prev,
    );
  }, []);

  const lineOf = useCallback((key: LineKey) => serverRef.current?.lines.find((l) => `#${l.id}` === key), []);

  const change = useCallback(
    (run: (api: Awaited<ReturnType<typeof loadApi>>, table: string) => Promise<Cart>): Promise<void> => {
      if (!tableNumber) return Promise.resolve();
      const sent = (async () => {
        try {
          accept(await run(await loadApi(), tableNumber));
        } catch (err) {
          if (err instanceof ApiError && !err.isNetwork && err.status !== 404) onRefused(err);
          void refresh();
        }
      })();
      inFlight.current.add(sent);
      void sent.finally(() => inFlight.current.delete(sent));
      return sent;
    },
    [tableNumber, accept, onRefused, refresh],
  );

  const setQuantity = useCallback(
    (key: LineKey, value: unknown) => {
      const line = lineOf(key);
      if (!line) return setLocal((l) => setLineQuantity(l, key, value));
      const quantity = parseQuantity(value);
      if (quantity === line.quantity) return;
      patchServer(line.id, { quantity });
      void change((api, table) => api.updateCartLine(table, tableKey, line.id, { quantity }));
    },
    [lineOf, patchServer, change, tableKey],
  );

  const setNotes = useCallback(
    (key: LineKey, notes: string) => {
      const line = lineOf(key);
      if (!line) return setLocal((l) => setLineNotes(l, key, notes));
      const text = notes.slice(0, MAX_NOTES);
      setDrafts((d) => ({ ...d, [line.id]: text }));
      clearTimeout(pendingNotes.current.get(line.id)?.timer);
      const sendNow = () => {
        pendingNotes.current.delete(line.id);
        void change(async (api, table) => {
          const cart = await api.updateCartLine(table, tableKey, line.id, { notes: text });
          setDrafts((d) => {
            if (d[line.id] !== text) return d;
            const next = { ...d };
            delete next[line.id];
            return next;
          });
          return cart;
        });
      };
      pendingNotes.current.set(line.id, { timer: setTimeout(sendNow, NOTES_DELAY_MS), sendNow });
    },
    [lineOf, change, tableKey],
  );

  const remove = useCallback(
    (key: LineKey) => {
      const line = lineOf(key);
      if (!line) {
        const productId = local.find((l) => keyOf(l) === key)?.productId;
        setLocal((l) => removeLine(l, key));
        if (productId) resetCard(productId);
        return;
      }
      patchServer(line.id, null);
      resetCard(line.productId);
      void change((api, table) => api.removeCartLine(table, tableKey, line.id));
    },
    [lineOf, local, patchServer, change, tableKey],
  );

  /** 'Xóa tất cả': this phone's waiting lines and every line of the shared cart. */
  const clear = useCallback(() => {
    setLocal([]);
    setCardQuantities({});
    const ids = (serverRef.current?.lines ?? []).map((l) => l.id);
    setServer((prev) => (prev ? { ...prev, lines: [] } : prev));
    void (async () => {
      for (const id of ids) await change((api, table) => api.removeCartLine(table, tableKey, id));
    })();
  }, [change, tableKey]);

  /**
   * 'Đặt hàng' on the shared cart: lines still on this phone go in first, then the server turns
   * the cart into one order (a phone pressing at the same moment gets that same order).
   */
  const place = useCallback(
    async (specialRequests: string): Promise<Order> => {
      if (!tableNumber) throw new ApiError(0, 'NETWORK', '');
      // A note still being typed and edits still on their way go first: the order holds what the guests see.
      for (const { timer, sendNow } of [...pendingNotes.current.values()]) {
        clearTimeout(timer);
        sendNow();
      }
      await Promise.all([...inFlight.current]);
      for (const line of local) {
        if (!(await send(line))) throw new ApiError(0, 'NETWORK', '');
        setLocal((l) => removeLine(l, keyOf(line)));
      }
      const api = await loadApi();
      const placeNow = () => api.placeCart(tableNumber, tableKey, specialRequests.trim(), i18n.language);
      // An answer lost on the way back is asked for once more at once: a cart that did become an
      // order answers with that same order (never a second one), so the guest sees the success.
      const placed = await placeNow().catch((err: unknown) => {
        if (err instanceof ApiError && err.isNetwork && navigator.onLine) return placeNow();
        throw err;
      });
      accept(placed.cart);
      setDrafts({});
      return placed.order;
    },
    [tableNumber, tableKey, local, send, accept],
  );

  const lines = useMemo(() => {
    const mine = server ? server.lines : [];
    return [
      ...mine.map((l): CartLine => ({
        id: l.id,
        addedBy: l.addedBy,
        productId: l.productId,
        productName: l.productName,
        price: l.price,
        imageUrl: null,
        quantity: l.quantity,
        notes: drafts[l.id] ?? l.notes,
        optionIds: l.options.map((o) => o.optionId).sort((a, b) => a - b),
        options: l.options.map((o) => o.name),
      })),
      ...local,
    ];
  }, [server, drafts, local]);
  const summary = useMemo(() => summarizeCart(lines), [lines]);

  return {
    lines,
    summary,
    cardQuantities,
    setCardQuantity,
    add,
    addChoice,
    setQuantity,
    setNotes,
    remove,
    clear,
    place,
    refresh,
    guest,
    setGuestName,
    /** Whether lines are waiting on this phone (not yet in the shared cart). */
    waiting: local.length > 0,
  };
}

export type CartApi = ReturnType<typeof useCart>;
