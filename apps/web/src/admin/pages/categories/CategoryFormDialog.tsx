import { zodResolver } from '@hookform/resolvers/zod';
import { createCategorySchema, STATIONS, type Category, type CreateCategoryData, type CreateCategoryInput, type Station } from '@app/contract';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { ImageField } from '../menu-shared/ImageField';
import { saveCategory, useInvalidateMenu, useTranslationLanguages } from '../menu-shared/menu-queries';
import { errorText, fieldErrorTexts, messageText } from '../../lib/errors';
import { TranslationTabs } from '../menu-shared/TranslationTabs';
import { draftFrom, translationsPayload, type TranslationDraft } from '../menu-shared/translations-form';
import { autoStation } from './category-station';
import { parentOptions } from './category-tree';
import { IconPicker } from './IconPicker';

type Values = CreateCategoryInput & { translations?: TranslationDraft };

interface CategoryFormDialogProps {
  open: boolean;
  /** The category to edit; null to add one. */
  category: Category | null;
  categories: readonly Category[];
  onClose: () => void;
}

export function CategoryFormDialog({ open, category, categories, onClose }: CategoryFormDialogProps) {
  const { t } = useTranslation('categories');
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={category ? t('form.editTitle') : t('form.addTitle')}
      size="xl"
      busy={busy}
      submitLabel={category ? t('form.submitEdit') : t('form.submitAdd')}
    >
      {(formId) => <CategoryForm key={category?.id ?? 'new'} formId={formId} category={category} categories={categories} onDone={onClose} onBusy={setBusy} />}
    </FormDialog>
  );
}

interface CategoryFormProps {
  formId: string;
  category: Category | null;
  categories: readonly Category[];
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}

function CategoryForm({ formId, category, categories, onDone, onBusy }: CategoryFormProps) {
  const { t } = useTranslation(['categories', 'products']);
  const languages = useTranslationLanguages().data ?? [];
  const invalidate = useInvalidateMenu();
  const iconLabelId = useId();
  const [uploading, setUploading] = useState(false);
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());
  // New categories follow the name's station until staff pick one themselves.
  const [stationAuto, setStationAuto] = useState(category === null);
  const hasChildren = category !== null && categories.some((c) => c.parentId === category.id);

  const form = useForm<Values, unknown, CreateCategoryData>({
    resolver: zodResolver(createCategorySchema),
    defaultValues: {
      name: category?.originalName ?? '',
      displayOrder: category?.displayOrder ?? 1,
      parentId: category?.parentId ?? null,
      isActive: category?.isActive ?? true,
      image: category?.image ?? null,
      icon: category?.icon ?? null,
      station: category?.station ?? 'kitchen',
      translations: {},
    },
  });
  const { register, control, handleSubmit, setValue, setError, watch, reset, getValues, formState } = form;
  const { errors, isSubmitting } = formState;

  // Languages arrive after the form opens; their boxes are filled once they are known.
  const languageCodes = languages.map((l) => l.code).join(',');
  useEffect(() => {
    if (!languageCodes) return;
    reset({ ...getValues(), translations: draftFrom(category?.translations, languageCodes.split(','), ['name']) }, { keepDirty: true });
  }, [languageCodes, category, reset, getValues]);

  const name = watch('name');
  const parentId = watch('parentId');
  useEffect(() => {
    if (!stationAuto) return;
    const parent = categories.find((c) => c.id === parentId);
    setValue('station', autoStation(name ?? '', parent?.station));
  }, [name, parentId, stationAuto, categories, setValue]);

  useEffect(() => onBusy(isSubmitting || uploading), [isSubmitting, uploading, onBusy]);

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, translations: translationsPayload(getValues('translations'), category?.translations, reviewed) };
    try {
      await saveCategory(category?.id, body);
      toast.success(category ? t('toast.updated') : t('toast.created'));
      invalidate();
      onDone();
    } catch (err) {
      for (const [field, message] of Object.entries(fieldErrorTexts(err))) {
        setError(field as keyof Values, { type: 'server', message });
      }
      toast.error(errorText(err, t('toast.saveFailed')));
    }
  });

  const message = (m: string | undefined) => messageText(m);
  const parents = parentOptions(categories, category?.id);
  const translationError = (lang: string, field: string) =>
    message((errors.translations as Record<string, Record<string, { message?: string }>> | undefined)?.[lang]?.[field]?.message);

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-6" data-testid="category-form">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <Field label={t('form.name')} error={message(errors.name?.message)} required>
            <Input {...register('name')} placeholder={t('form.namePlaceholder')} autoComplete="off" maxLength={200} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('form.displayOrder')} error={message(errors.displayOrder?.message)} required>
              <Input type="number" inputMode="numeric" min={0} step={1} {...register('displayOrder', { valueAsNumber: true })} />
            </Field>
            <Controller
              control={control}
              name="station"
              render={({ field }) => (
                <Field label={t('form.station')} error={message(errors.station?.message)} hint={stationAuto ? t('form.stationAuto') : t('form.stationManual')}>
                  <Select
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? 'kitchen'}
                    onBlur={field.onBlur}
                    onChange={(e) => {
                      setStationAuto(false);
                      field.onChange(e.target.value as Station);
                    }}
                    options={STATIONS.map((s) => ({ value: s, label: t(`station.${s}`) }))}
                    data-testid="station-select"
                  />
                </Field>
              )}
            />
          </div>
          <Controller
            control={control}
            name="parentId"
            render={({ field }) => (
              <Field label={t('form.parent')} error={message(errors.parentId?.message)} hint={hasChildren ? t('form.parentLocked') : t('form.parentHint')}>
                <Select
                  name={field.name}
                  ref={field.ref}
                  value={field.value == null ? '' : String(field.value)}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                  disabled={hasChildren}
                  placeholder={t('form.noParent')}
                  options={parents.map((p) => ({ value: String(p.id), label: p.originalName }))}
                />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-start justify-between gap-4 rounded-lg border border-zinc-200 px-3 py-2.5">
                <div>
                  <label htmlFor={`${formId}-active`} className="text-sm font-medium text-zinc-800">
                    {t('form.isActive')}
                  </label>
                  <p className="text-xs text-zinc-600" id={`${formId}-active-hint`}>
                    {t('form.isActiveHint')}
                  </p>
                </div>
                <Switch id={`${formId}-active`} checked={field.value ?? true} onCheckedChange={field.onChange} aria-describedby={`${formId}-active-hint`} />
              </div>
            )}
          />
        </div>
        <div className="space-y-4">
          <Controller
            control={control}
            name="image"
            render={({ field }) => (
              <ImageField label={t('form.image')} value={field.value} onChange={field.onChange} onUploadingChange={setUploading} testId="category-image" />
            )}
          />
          <div className="flex flex-col gap-1.5">
            <span id={iconLabelId} className="text-sm font-medium text-zinc-800">
              {t('form.icon')}
            </span>
            <Controller
              control={control}
              name="icon"
              render={({ field }) => <IconPicker value={field.value} onChange={field.onChange} labelId={iconLabelId} />}
            />
          </div>
        </div>
      </div>
      <section aria-labelledby={`${formId}-translations`} className="border-t border-zinc-200 pt-5">
        <h3 id={`${formId}-translations`} className="mb-3 text-sm font-semibold text-zinc-900">
          {t('form.translations')}
        </h3>
        <TranslationTabs
          languages={languages}
          fields={[{ key: 'name', label: t('form.name'), max: 200 }]}
          original={{ name }}
          stored={category?.translations}
          draft={watch('translations')}
          register={(path) => register(path as `translations.${string}.name`)}
          errorFor={translationError}
          reviewed={reviewed}
          onMarkReviewed={(lang) => setReviewed((s) => new Set([...s, lang]))}
        />
      </section>
    </form>
  );
}
