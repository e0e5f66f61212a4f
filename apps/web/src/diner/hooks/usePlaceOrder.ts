import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order, PublicTable } from '@app/contract';
import { ApiError } from '../../lib/http';
import { i18n, translateServerMessage, useTranslation } from '../lib/i18n';
import { placeOrder } from '../lib/api';
import { buildOrderPayload, submissionFingerprint, type CartLine } from '../lib/cart';
import { notifyInfo, notifyOrderError, notifySuccess } from '../lib/notify';
import { orderErrorMessage } from '../lib/order-errors';
import { readPendingOrder, writePendingOrder, type PendingOrder } from '../lib/pending-order';
import { randomUuid } from '../lib/uuid';

/** While an order waits for the network, try again this often even without an 'online' event. */
const RETRY_MS = 10_000;

interface PlaceOrderOptions {
  table: PublicTable | null;
  tableKey: string | null;
  lines: CartLine[];
  online: boolean;
  /** `sameCart`: the cart still holds exactly what was ordered (then it is emptied). */
  onPlaced: (order: Order, sameCart: boolean) => void;
  /** The order went into the waiting line (no network): the confirm dialog can close. */
  onQueued: () => void;
  /** Places the table's shared cart (when it can be used); without it the lines go as one order. */
  placeShared?: ((specialRequests: string) => Promise<Order>) | null;
}

/** The cart's lines as they matter for "is this still the cart that was ordered". */
function cartKey(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map((l) => [l.productId, l.quantity, l.notes]));
}

/**
 * Sends the cart as an order. The table's shared cart is placed on the server, where its version
 * keeps phones pressing together (or a retry) to one order. A cart sent as a plain order (no shared
 * cart, or confirmed offline) gets one Idempotency-Key per submission, reused when the very same
 * cart is sent again after a failure, so a retry or a double tap never creates a second order.
 * Without a network the order waits (with that key) and goes out when the connection is back; the
 * guest sees it waiting, then sending, then placed.
 */
export function usePlaceOrder({ table, tableKey, lines, online, onPlaced, onQueued, placeShared }: PlaceOrderOptions) {
  const { t } = useTranslation('diner');
  const [specialRequests, setSpecialRequests] = useState('');
  const [sending, setSending] = useState(false);
  /** The last failure, also shown inside the confirm dialog (toasts sit under a modal's backdrop). */
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [flushing, setFlushing] = useState(false);
  const busy = useRef(false);
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const tableNumber = table?.tableNumber ?? null;
  useEffect(() => {
    setPending(tableNumber ? readPendingOrder(tableNumber) : null);
  }, [tableNumber]);

  const failureText = useCallback(
    async (err: unknown): Promise<string> => {
      const message = orderErrorMessage(err);
      if (!message.values?.message || !(err instanceof ApiError)) return t(message.key);
      // The server names the refusal by key; its catalog is fetched now, the first time one is shown.
      return t(message.key, { message: await translateServerMessage(err) });
    },
    [t],
  );

  const queue = useCallback(
    (order: PendingOrder) => {
      if (!tableNumber) return;
      writePendingOrder(tableNumber, order);
      setPending(order);
      notifyInfo(t('offline.queued'), 'order');
      onQueued();
    },
    [tableNumber, onQueued, t],
  );

  const submit = useCallback(async () => {
    if (busy.current) return;
    if (!table) return notifyOrderError(t('order.tableMissing'));
    if (lines.length === 0) return notifyOrderError(t('order.emptyCart'));
    if (pending) return notifyInfo(t('offline.pending'), 'order');
    const fingerprint = submissionFingerprint(table.id, lines, specialRequests);
    if (submission.current?.fingerprint !== fingerprint) submission.current = { fingerprint, key: randomUuid() };
    const payload = buildOrderPayload(table.id, lines, specialRequests);
    const idempotencyKey = submission.current.key;
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      // The shared cart empties itself on the server (for every phone); a cart on this phone alone is emptied here.
      const order = placeShared ? await placeShared(specialRequests) : await placeOrder(payload, tableKey, idempotencyKey, i18n.language);
      submission.current = null;
      notifySuccess(t('order.success'), 'order');
      setSpecialRequests('');
      onPlaced(order, !placeShared);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork && !navigator.onLine) {
        // The phone is offline: keep the order with its key and send it when the network is back.
        // (A failure while online stays an error the guest retries, with the same key.)
        submission.current = null;
        setSpecialRequests('');
        queue({ payload, idempotencyKey, fingerprint: cartKey(lines) });
        return;
      }
      // Nothing the guest entered is lost: cart, notes and the general request stay.
      const text = await failureText(err);
      setError(text);
      notifyOrderError(text);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [table, tableKey, lines, specialRequests, pending, onPlaced, queue, failureText, placeShared, t]);

  const flush = useCallback(async () => {
    if (!pending || !tableNumber || busy.current) return;
    busy.current = true;
    setFlushing(true);
    try {
      const order = await placeOrder(pending.payload, tableKey, pending.idempotencyKey, i18n.language);
      writePendingOrder(tableNumber, null);
      setPending(null);
      notifySuccess(t('order.success'), 'order');
      onPlaced(order, cartKey(linesRef.current) === pending.fingerprint);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) return;
      // The server refused it (closed table, rotated key...): tell the guest, keep the cart.
      writePendingOrder(tableNumber, null);
      setPending(null);
      notifyOrderError(await failureText(err));
    } finally {
      busy.current = false;
      setFlushing(false);
    }
  }, [pending, tableNumber, tableKey, onPlaced, failureText, t]);

  useEffect(() => {
    if (!pending || !online) return;
    void flush();
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [pending, online, flush]);

  const clearError = useCallback(() => setError(null), []);
  return { specialRequests, setSpecialRequests, sending, error, clearError, submit, pending: !!pending, flushing };
}
