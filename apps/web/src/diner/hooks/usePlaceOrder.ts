import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, PublicTable } from '@app/contract';
import { translateMessage } from '../../lib/i18n';
import { placeOrder } from '../lib/api';
import { buildOrderPayload, submissionFingerprint, type CartLine } from '../lib/cart';
import { notifyOrderError, notifySuccess } from '../lib/notify';
import { orderErrorMessage } from '../lib/order-errors';
import { serverMessageKey } from '../lib/server-messages';
import { randomUuid } from '../lib/uuid';

interface PlaceOrderOptions {
  table: PublicTable | null;
  tableKey: string | null;
  lines: CartLine[];
  onPlaced: (order: Order) => void;
}

/**
 * Sends the cart as an order (SPEC §3 payload) with the SPEC §8 messages. Each cart submission
 * gets one Idempotency-Key, reused when the very same cart is sent again after a failure, so a
 * retry or a double tap never creates a second order (DESIGN §4.3).
 */
export function usePlaceOrder({ table, tableKey, lines, onPlaced }: PlaceOrderOptions) {
  const { t } = useTranslation('diner');
  const [specialRequests, setSpecialRequests] = useState('');
  const [sending, setSending] = useState(false);
  /** The last failure, also shown inside the confirm dialog (toasts sit under a modal's backdrop). */
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);

  const submit = useCallback(async () => {
    if (busy.current) return;
    if (!table) return notifyOrderError(t('order.tableMissing'));
    if (lines.length === 0) return notifyOrderError(t('order.emptyCart'));
    const fingerprint = submissionFingerprint(table.id, lines, specialRequests);
    if (submission.current?.fingerprint !== fingerprint) submission.current = { fingerprint, key: randomUuid() };
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      const order = await placeOrder(buildOrderPayload(table.id, lines, specialRequests), tableKey, submission.current.key);
      submission.current = null;
      notifySuccess(t('order.success'), 'order');
      setSpecialRequests('');
      onPlaced(order);
    } catch (err) {
      // Nothing the guest entered is lost: cart, notes and the general request stay.
      const message = orderErrorMessage(err);
      const server = message.values?.message;
      const known = server ? serverMessageKey(server) : null;
      const text = server ? t(message.key, { message: known ? t(known.key, known.values) : translateMessage(server) }) : t(message.key);
      setError(text);
      notifyOrderError(text);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [table, tableKey, lines, specialRequests, onPlaced, t]);

  const clearError = useCallback(() => setError(null), []);
  return { specialRequests, setSpecialRequests, sending, error, clearError, submit };
}
