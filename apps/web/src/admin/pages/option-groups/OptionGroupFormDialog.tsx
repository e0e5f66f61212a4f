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
import { errorText, fieldErrorTexts, messageText } from '../../lib/errors';
import { useInvalidateMenu, useTranslationLanguages } from '../menu-shared/menu-queries';
import { TranslationTabs } from '../menu-shared/TranslationTabs';
import { draftFrom, translationsPayload, type TranslationDraft } from '../menu-shared/translations-form';
import { optionKey, shiftOptionTexts, storedTexts, textsOf } from './group-translations';
import { optionGroupKeys, saveOptionGroup } from './option-groups.api';

/** Add or edit one option group with its options (in the order guests see them). */
export function OptionGroupFormDialog({ open, group, onClose }: { open: boolean; group: OptionGroup | null; onClose: () => void }) {
  const { t } = useTranslation('products');
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={group ? t('optionGroups.editTitle') : t('optionGroups.addTitle')}
      size="lg"
      busy={busy}
      submitLabel={t('optionGroups.submit')}
    >
      {(formId) => <OptionGroupForm key={group?.id ?? 'new'} formId={formId} group={group} onDone={onClose} onBusy={setBusy} />}
    </FormDialog>
  );
}

/** The form's values plus the translation boxes, kept apart from what the schema checks. */
type Values = OptionGroupInput & { texts?: TranslationDraft };

function OptionGroupForm({ formId, group, onDone, onBusy }: { formId: string; group: OptionGroup | null; onDone: () => void; onBusy: (b: boolean) => void }) {
  const { t } = useTranslation('products');
  const client = useQueryClient();
  const invalidateMenu = useInvalidateMenu();
  const languages = useTranslationLanguages().data ?? [];
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());
  const { register, control, handleSubmit, setError, formState, watch, getValues, setValue } = useForm<Values, unknown, OptionGroupData>({
    resolver: zodResolver(optionGroupInputSchema),
    defaultValues: {
      name: group?.name ?? '',
      minSelect: group?.minSelect ?? 0,
      maxSelect: group?.maxSelect ?? 1,
      displayOrder: group?.displayOrder ?? 0,
      options: group?.options.map((o) => ({ id: o.id, name: o.name, priceDelta: o.priceDelta, isActive: o.isActive, isDefault: o.isDefault })) ?? [
        { name: '', priceDelta: 0, isActive: true, isDefault: false },
      ],
      texts: {},
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const watchedOptions = watch('options');
  const optionIds = (watchedOptions ?? []).map((o) => o.id);
  // The stored translations as the form lists them: the group's name and each option's, by position.
  const stored = storedTexts(group, optionIds);
  const languageCodes = languages.map((l) => l.code).join(',');
  useEffect(() => {
    if (!languageCodes) return;
    const keys = ['name', ...(getValues('options') ?? []).map((_, i) => optionKey(i))];
    setValue(
      'texts',
      draftFrom(
        storedTexts(
          group,
          (getValues('options') ?? []).map((o) => o.id),
        ).combined,
        languageCodes.split(','),
        keys,
      ),
    );
  }, [languageCodes, group, getValues, setValue]);
  const removeOption = (index: number) => {
    setValue('texts', shiftOptionTexts(getValues('texts') ?? {}, index));
    remove(index);
  };
  const { errors, isSubmitting } = formState;
  useEffect(() => onBusy(isSubmitting), [isSubmitting, onBusy]);
  const message = (m: string | undefined) => messageText(m);

  const onSubmit = handleSubmit(async (parsed) => {
    // Each text goes with its own group or option; only changed or reviewed ones are sent.
    const texts = getValues('texts');
    const values = {
      ...parsed,
      translations: translationsPayload(textsOf(texts, 'name'), stored.group, reviewed),
      options: parsed.options.map((o, i) => ({ ...o, translations: translationsPayload(textsOf(texts, optionKey(i)), stored.options[i], reviewed) })),
    };
    try {
      await saveOptionGroup(group?.id, values);
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
              <Button
                type="button"
                variant="ghost"
                size="icon"
                onClick={() => removeOption(i)}
                disabled={fields.length <= 1}
                aria-label={t('optionGroups.optionRemove', { n: i + 1 })}
              >
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
      <section aria-labelledby={`${formId}-translations`} className="border-t border-zinc-200 pt-5">
        <h3 id={`${formId}-translations`} className="mb-3 text-sm font-semibold text-zinc-900">
          {t('optionGroups.translations')}
        </h3>
        <TranslationTabs
          languages={languages}
          fields={[
            { key: 'name', label: t('optionGroups.name'), max: 200 },
            ...fields.map((_, i) => ({ key: optionKey(i), label: t('optionGroups.optionName', { n: i + 1 }), max: 200 })),
          ]}
          original={Object.fromEntries([['name', watch('name')], ...(watchedOptions ?? []).map((o, i) => [optionKey(i), o.name])])}
          stored={stored.combined}
          draft={watch('texts')}
          register={(path) => register(path.replace(/^translations\./, 'texts.') as `texts.${string}`)}
          errorFor={() => undefined}
          reviewed={reviewed}
          onMarkReviewed={(lang) => setReviewed((s) => new Set([...s, lang]))}
        />
      </section>
    </form>
  );
}
