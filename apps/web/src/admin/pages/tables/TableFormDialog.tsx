import { zodResolver } from '@hookform/resolvers/zod';
import { TABLE_NUMBER_TAKEN, TABLE_STATUSES, tableInputSchema, type Table, type TableInput } from '@app/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/FormDialog';
import { DateTimeInput } from '../../../ui/DateTimeInput';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { errorText, fieldErrorTexts, messageText } from '../../lib/errors';
import { statusKey } from './table-status';
import { saveTable, useTableUpdated } from './table-queries';
import { useTableNumberCheck } from './use-table-number-check';

type Values = TableInput;
type Output = z.output<typeof tableInputSchema>;

/** ISO -> the value a datetime-local box shows, in the browser's time zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

interface TableFormDialogProps {
  open: boolean;
  table: Table | null;
  onClose: () => void;
}

export function TableFormDialog({ open, table, onClose }: TableFormDialogProps) {
  const { t } = useTranslation('tables');
  const [state, setState] = useState({ busy: false, blocked: false });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={table ? t('form.editTitle', { number: table.tableNumber }) : t('form.addTitle')}
      size="lg"
      busy={state.busy}
      submitDisabled={state.blocked}
      submitLabel={table ? t('form.submitEdit') : t('form.submitAdd')}
    >
      {(formId) => <TableForm key={table?.id ?? 'new'} formId={formId} table={table} onDone={onClose} onState={setState} />}
    </FormDialog>
  );
}

interface TableFormProps {
  formId: string;
  table: Table | null;
  onDone: () => void;
  onState: (s: { busy: boolean; blocked: boolean }) => void;
}

function TableForm({ formId, table, onDone, onState }: TableFormProps) {
  const { t } = useTranslation('tables');
  const updated = useTableUpdated();
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(tableInputSchema),
    mode: 'onTouched',
    defaultValues: {
      tableNumber: table?.tableNumber ?? '',
      capacity: table?.capacity ?? 4,
      location: table?.location ?? '',
      status: (table?.status as Values['status']) ?? 'trống',
      isActive: table?.isActive ?? true,
      customerName: table?.customerName ?? '',
      customerPhone: table?.customerPhone ?? '',
      bookingStartTime: toLocalInput(table?.bookingStartTime),
      bookingEndTime: toLocalInput(table?.bookingEndTime),
    },
  });
  const { errors, isSubmitting } = formState;
  const tableNumber = watch('tableNumber') ?? '';
  const status = watch('status');
  const check = useTableNumberCheck(tableNumber, table?.id, table !== null && tableNumber.trim() === table.tableNumber);
  const blocked = check.state === 'checking' || check.state === 'taken' || check.state === 'failed';

  useEffect(() => onState({ busy: isSubmitting, blocked }), [isSubmitting, blocked, onState]);

  const onSubmit = handleSubmit(async (values) => {
    // Checked again on save: another device may have taken the number meanwhile.
    const result = await check.verify();
    if (result === 'taken' || result === 'failed') return;
    try {
      const saved = await saveTable(table?.id, values);
      toast.success(table ? t('toast.updated') : t('toast.created'));
      updated(saved);
      onDone();
    } catch (err) {
      for (const [field, message] of Object.entries(fieldErrorTexts(err))) setError(field as keyof Values, { type: 'server', message });
      toast.error(errorText(err, t('toast.saveFailed')));
    }
  });

  const message = (m: string | undefined) => messageText(m);
  const numberError =
    check.state === 'taken' ? message(TABLE_NUMBER_TAKEN) : check.state === 'failed' ? t('form.checkFailed') : message(errors.tableNumber?.message);

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="table-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('form.number')}
          error={numberError}
          hint={check.state === 'checking' ? t('form.checking') : check.state === 'unique' ? t('form.numberFree') : t('form.numberHint')}
          required
        >
          <Input {...register('tableNumber')} autoComplete="off" maxLength={20} placeholder={t('form.numberPlaceholder')} />
        </Field>
        <Field label={t('form.capacity')} error={message(errors.capacity?.message)} required>
          <Input type="number" inputMode="numeric" min={1} max={100} {...register('capacity')} />
        </Field>
        <Field label={t('form.location')} error={message(errors.location?.message)} required>
          <Input {...register('location')} maxLength={100} placeholder={t('form.locationPlaceholder')} />
        </Field>
        <Field label={t('form.status')} error={message(errors.status?.message)}>
          <Select {...register('status')} options={TABLE_STATUSES.map((s) => ({ value: s, label: t(`status.${statusKey(s)}`) }))} />
        </Field>
      </div>
      {status === 'đã-đặt' && (
        <fieldset className="grid gap-4 rounded-xl border border-zinc-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-zinc-900">{t('form.booking')}</legend>
          <Field label={t('form.customerName')} error={message(errors.customerName?.message)}>
            <Input {...register('customerName')} maxLength={100} autoComplete="off" />
          </Field>
          <Field label={t('form.customerPhone')} error={message(errors.customerPhone?.message)}>
            <Input {...register('customerPhone')} type="tel" maxLength={30} autoComplete="off" />
          </Field>
          <Field label={t('form.bookingStart')} error={message(errors.bookingStartTime?.message)}>
            <DateTimeInput
              value={watch('bookingStartTime') ?? ''}
              onChange={(v) => setValue('bookingStartTime', v, { shouldDirty: true })}
              timeLabel={`${t('form.bookingStart')}: ${t('common:date.time')}`}
            />
          </Field>
          <Field label={t('form.bookingEnd')} error={message(errors.bookingEndTime?.message)}>
            <DateTimeInput
              value={watch('bookingEndTime') ?? ''}
              onChange={(v) => setValue('bookingEndTime', v, { shouldDirty: true })}
              timeLabel={`${t('form.bookingEnd')}: ${t('common:date.time')}`}
            />
          </Field>
        </fieldset>
      )}
    </form>
  );
}
