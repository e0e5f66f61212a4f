import { zodResolver } from '@hookform/resolvers/zod';
import { orderHistoryCleanupSchema } from '@app/contract';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate } from '../../../lib/format';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { FormDialog } from '../../../ui/FormDialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { errorText, fieldErrorTexts, messageText } from '../../lib/errors';
import { CLEANUP_DEFAULT_DAYS, CLEANUP_MAX_DAYS, CLEANUP_MIN_DAYS } from './history-filters';
import { useCleanup, useCleanupPreview } from './order-history.api';

type Values = z.input<typeof orderHistoryCleanupSchema>;
type Output = z.output<typeof orderHistoryCleanupSchema>;

/**
 * Admin+ only ('orderHistory.manage'): deletes paid and cancelled orders older than N days
 * (at least 30, the server's rule, same schema). Shows how many would go, then asks twice.
 */
export function CleanupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('history');
  const cleanup = useCleanup();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('cleanup.title')}
      description={t('cleanup.description')}
      busy={cleanup.isPending}
      submitVariant="danger"
      submitLabel={
        <>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('cleanup.submit')}
        </>
      }
    >
      {(formId) => <CleanupForm formId={formId} cleanup={cleanup} onDone={onClose} />}
    </FormDialog>
  );
}

function CleanupForm({ formId, cleanup, onDone }: { formId: string; cleanup: ReturnType<typeof useCleanup>; onDone: () => void }) {
  const { t } = useTranslation('history');
  const confirm = useConfirm();
  const { register, handleSubmit, watch, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(orderHistoryCleanupSchema),
    mode: 'onChange',
    defaultValues: { olderThanDays: CLEANUP_DEFAULT_DAYS },
  });
  const typed = orderHistoryCleanupSchema.safeParse({ olderThanDays: watch('olderThanDays') });
  const days = useDebouncedValue(typed.success ? typed.data.olderThanDays : null, 300);
  const preview = useCleanupPreview(days);

  const onSubmit = handleSubmit(async ({ olderThanDays }) => {
    const count = preview.data && days === olderThanDays ? preview.data.count : null;
    const ok = await confirm({
      title: t('cleanup.confirmTitle'),
      description: count === null ? t('cleanup.confirmUnknown', { days: olderThanDays }) : t('cleanup.confirm', { count, days: olderThanDays }),
      confirmLabel: t('cleanup.submit'),
      doubleCheck: { description: t('cleanup.againDescription'), confirmLabel: t('cleanup.submit') },
    });
    if (!ok) return;
    try {
      const res = await cleanup.mutateAsync(olderThanDays);
      toast.success(t('cleanup.done', { count: res.count }));
      onDone();
    } catch (err) {
      const fields = fieldErrorTexts(err);
      if (fields.olderThanDays) setError('olderThanDays', { type: 'server', message: fields.olderThanDays });
      toast.error(errorText(err, t('cleanup.failed')));
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="cleanup-form">
      <Field
        label={t('cleanup.days')}
        hint={t('cleanup.daysHint', { min: CLEANUP_MIN_DAYS })}
        error={messageText(formState.errors.olderThanDays?.message)}
        required
      >
        <Input type="number" inputMode="numeric" min={CLEANUP_MIN_DAYS} max={CLEANUP_MAX_DAYS} step={1} {...register('olderThanDays')} />
      </Field>
      <p
        className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
        aria-live="polite"
        data-testid="cleanup-preview"
      >
        {days === null
          ? t('cleanup.previewInvalid')
          : preview.isPending
            ? t('cleanup.previewLoading')
            : preview.isError
              ? t('cleanup.previewFailed')
              : preview.data.count === 0
                ? t('cleanup.previewNone', { date: formatDate(preview.data.cutoff) })
                : t('cleanup.preview', { count: preview.data.count, date: formatDate(preview.data.cutoff) })}
      </p>
    </form>
  );
}
