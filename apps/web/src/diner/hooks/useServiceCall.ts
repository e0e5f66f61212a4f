import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import type { PublicTable } from '@app/contract';
import { ApiError } from '../../lib/http';
import { sendServiceCall } from '../lib/api';
import { notifyError, notifySuccess } from '../lib/notify';
import { serviceCallErrorMessage } from '../lib/order-errors';
import { readItem, storageKeys, writeItem } from '../lib/storage';
import { serviceCallMessage } from '../lib/service-call';

export const SERVICE_CALL_LOCK_MS = 30_000;

/**
 * The call-waiter button: one call per 30 s (the server enforces it too with 429).
 * The lock survives a reload so a guest cannot get round it by refreshing.
 */
export function useServiceCall(table: PublicTable | null, tableKey: string | null) {
  const { t } = useTranslation('diner');
  const storageKey = table ? storageKeys.callLockUntil(table.tableNumber) : null;
  const [lockedUntil, setLockedUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  // The table arrives after the first render: pick up a lock from before a reload then.
  useEffect(() => {
    const until = storageKey ? Number(readItem(storageKey)) : 0;
    const valid = Number.isFinite(until) && until > Date.now();
    setLockedUntil(valid ? Math.min(until, Date.now() + SERVICE_CALL_LOCK_MS) : 0);
    setNow(Date.now());
  }, [storageKey]);
  const [sending, setSending] = useState(false);

  const locked = lockedUntil > now;
  useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [locked]);

  const lock = useCallback(() => {
    const until = Date.now() + SERVICE_CALL_LOCK_MS;
    setLockedUntil(until);
    setNow(Date.now());
    if (storageKey) writeItem(storageKey, String(until));
  }, [storageKey]);

  const call = useCallback(async () => {
    if (!table || sending || lockedUntil > Date.now()) return;
    setSending(true);
    try {
      await sendServiceCall(table, serviceCallMessage(table.tableNumber), tableKey);
      lock();
      notifySuccess(t('serviceCall.success'), 'service-call');
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        // Someone at the table called less than 30 s ago: the waiter is already coming.
        lock();
        notifySuccess(t('serviceCall.alreadySent'), 'service-call');
      } else {
        notifyError(t(serviceCallErrorMessage(err).key), 'service-call');
      }
    } finally {
      setSending(false);
    }
  }, [table, sending, lockedUntil, tableKey, lock, t]);

  const secondsLeft = locked ? Math.ceil((lockedUntil - now) / 1000) : 0;
  return { call, sending, locked, secondsLeft, progress: locked ? (lockedUntil - now) / SERVICE_CALL_LOCK_MS : 0 };
}
