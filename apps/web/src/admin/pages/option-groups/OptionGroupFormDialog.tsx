import { zodResolver } from '@hookform/resolvers/zod';
import { optionGroupInputSchema, type OptionGroup, type OptionGroupData, type OptionGroupInput } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { FormDialog } from '../../../ui/FormDialog';
import { Input } from '../../../ui/Input';
import { api } from '../../lib/api';
import { errorText, fieldErrorTexts, messageText } from '../../lib/errors';
import { useInvalidateMenu } from '../menu-shared/menu-queries';
import { optionGroupKeys } from './option-groups.api';

/** Add or edit one option group with its options (in the order guests see them). */
export function OptionGroupFormDialog({ open, group, onClose }: { open: boolean; group: OptionGroup | null; onClose: () => void }) {
  const { t } = useTranslation('products');
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} onClose={onClose} title={group ? t('optionGroups.editTitle') : t('optionGroups.addTitle')} size="lg" busy={busy} submitLabel={t('optionGroups.submit')}>
      {(formId) => <OptionGroupForm key={group?.id ?? 'new'} formId={formId} group={group} onDone={onClose} onBusy={setBusy} />}
    </FormDialog>
  );
}

function OptionGroupForm({ formId, group, onDone, onBusy }: { formId: string; group: OptionGroup | null; onDone: () => void; onBusy: (b: boolean) => void }) {
  const { t } = useTranslation('products');
  const client = useQueryClient();
  const invalidateMenu = useInvalidateMenu();
  const { register, control, handleSubmit, setError, formState } = useForm<OptionGroupInput, unknown, OptionGroupData>({
    resolver: zodResolver(optionGroupInputSchema),
    defaultValues: {
      name: group?.name ?? '',
      minSelect: group?.minSelect ?? 0,
      maxSelect: group?.maxSelect ?? 1,
      displayOrder: group?.displayOrder ?? 0,
      options: group?.options.map((o) => ({ id: o.id, name: o.name, priceDelta: o.priceDelta, isActive: o.isActive, isDefault: o.isDefault })) ?? [
        { name: '', priceDelta: 0, isActive: true, isDefault: false },
      ],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const { errors, isSubmitting } = formState;
  useEffect(() => onBusy(isSubmitting), [isSubmitting, onBusy]);
  const message = (m: string | undefined) => messageText(m);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (group) await api.put<OptionGroup>(`/OptionGroup/${group.id}`, values);
      else await api.post<OptionGroup>('/OptionGroup', values);
      toast.success(t('optionGroups.saved'));
      await client.invalidateQueries({ queryKey: optionGroupKeys.all });
      invalidateMenu();
      onDone();
    } catch (err) {
      for (const [field, text] of Object.entries(fieldErrorTexts(err))) setError(field as 'name', { type: 'server', message: text });
      toast.error(errorText(err, t('optionGroups.saveFailed')));
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="option-group-form">
      <Field label={t('optionGroups.name')} error={message(errors.name?.message)} required>
        <Input {...register('name')} maxLength={200} autoComplete="off" />
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <Field label={t('optionGroups.minSelect')} error={message(errors.minSelect?.message)}>
          <Input type="number" min={0} max={30} {...register('minSelect', { valueAsNumber: true })} />
        </Field>
        <Field label={t('optionGroups.maxSelect')} error={message(errors.maxSelect?.message)}>
          <Input type="number" min={1} max={30} {...register('maxSelect', { valueAsNumber: true })} />
        </Field>
        <Field label={t('optionGroups.displayOrder')} error={message(errors.displayOrder?.message)}>
          <Input type="number" min={0} {...register('displayOrder', { valueAsNumber: true })} />
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('optionGroups.options')}</legend>
        <ul className="space-y-2">
          {fields.map((f, i) => (
            <li key={f.id} className="flex flex-wrap items-end gap-2 rounded-lg border border-zinc-200 p-2">
              <Field className="min-w-40 flex-1" label={t('optionGroups.optionName', { n: i + 1 })} error={message(errors.options?.[i]?.name?.message)}>
                <Input {...register(`options.${i}.name`)} maxLength={200} autoComplete="off" />
              </Field>
              <Field className="w-32" label={t('optionGroups.priceDelta', { n: i + 1 })} error={message(errors.options?.[i]?.priceDelta?.message)}>
                <Input type="number" step={1000} {...register(`options.${i}.priceDelta`, { valueAsNumber: true })} />
              </Field>
              <label className="flex h-10 items-center gap-1.5 text-sm text-zinc-800">
                <input type="checkbox" className="size-4 accent-brand-700" {...register(`options.${i}.isActive`)} />
                {t('optionGroups.optionActive')}
              </label>
              <label className="flex h-10 items-center gap-1.5 text-sm text-zinc-800">
                <input type="checkbox" className="size-4 accent-brand-700" {...register(`options.${i}.isDefault`)} />
                {t('optionGroups.optionDefault')}
              </label>
              <Button type="button" variant="ghost" size="icon" onClick={() => remove(i)} disabled={fields.length <= 1} aria-label={t('optionGroups.optionRemove', { n: i + 1 })}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {errors.options?.message && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-700">
            {message(errors.options.message)}
          </p>
        )}
        <Button type="button" variant="secondary" className="mt-2" onClick={() => append({ name: '', priceDelta: 0, isActive: true, isDefault: false })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('optionGroups.optionAdd')}
        </Button>
      </fieldset>
    </form>
  );
}
