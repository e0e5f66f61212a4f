import { SERVICE_CALL_INTERVAL_MS } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../ui/cn';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { PageHeader } from '../../../ui/PageHeader';
import { Spinner } from '../../../ui/Spinner';
import { ApiError } from '../../../lib/http';
import { translateServerMessage } from '../../../lib/i18n';
import { LIVE_KEYS } from '../../lib/live-keys';
import { sendTestCall } from '../call-history/call-history.api';

/**
 * /admin/call-history-test: staff send a waiter call for a table, as a diner's bell would
 * (POST Notification/service-call), to check that calls arrive in the widget and with sound.
 */
export function CallHistoryTestPage() {
  const { t } = useTranslation('calls');
  const queryClient = useQueryClient();
  const [tableNumber, setTableNumber] = useState('1');
  const [tableId, setTableId] = useState('');
  const [sending, setSending] = useState(false);
  const [lockedUntil, setLockedUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);

  const locked = lockedUntil > now;
  const secondsLeft = Math.max(0, Math.ceil((lockedUntil - now) / 1000));

  useEffect(() => {
    if (!locked) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [locked]);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (locked || sending) return;
    if (!tableNumber.trim()) {
      setError(t('test.tableRequired'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await sendTestCall(tableNumber.trim(), tableId.trim() === '' ? 0 : Number(tableId));
      toast.success(t('test.recorded'));
      const at = Date.now();
      setNow(at);
      setLockedUntil(at + SERVICE_CALL_INTERVAL_MS);
      void queryClient.invalidateQueries({ queryKey: LIVE_KEYS.calls });
    } catch (err) {
      // Unknown table, inactive table, too soon: the server's own words; otherwise the page's own text.
      const message = err instanceof ApiError && err.status >= 400 && err.status < 500 ? translateServerMessage(err) : t('test.failed');
      setError(message);
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeader title={t('admin:pages.call-history-test.title')} description={t('admin:pages.call-history-test.description')} />
      <form onSubmit={(e) => void send(e)} noValidate className="mx-auto max-w-lg space-y-6 rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t('test.tableNumber')} required error={error ?? undefined}>
            <Input value={tableNumber} onChange={(e) => setTableNumber(e.target.value)} maxLength={20} inputMode="numeric" data-testid="test-table-number" />
          </Field>
          <Field label={t('test.tableId')} hint={t('test.tableIdHint')}>
            <Input value={tableId} onChange={(e) => setTableId(e.target.value.replace(/\D/g, ''))} inputMode="numeric" maxLength={9} />
          </Field>
        </div>
        <div className="flex flex-col items-center gap-3">
          <button
            type="submit"
            disabled={locked || sending}
            aria-describedby="bell-status"
            className={cn(
              'flex size-32 items-center justify-center rounded-full text-white shadow-lg transition-transform focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none',
              locked || sending ? 'cursor-not-allowed bg-zinc-400' : 'bg-brand-700 hover:scale-105 hover:bg-brand-800 active:scale-95',
            )}
            data-testid="service-bell"
          >
            {sending ? <Spinner size="lg" /> : <BellRing className="size-14" aria-hidden="true" />}
            <span className="sr-only">{t('test.bell')}</span>
          </button>
          <p id="bell-status" className="text-sm text-zinc-700" aria-live="polite">
            {locked ? t('test.locked', { seconds: secondsLeft }) : t('test.hint')}
          </p>
          <Link to="/admin/call-history" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
            {t('test.viewHistory')}
          </Link>
        </div>
      </form>
    </>
  );
}
