import { zodResolver } from '@hookform/resolvers/zod';
import { createProductSchema, type Category, type CreateProductData, type CreateProductInput, type Product } from '@app/contract';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { Field } from '../../../ui/Field';
import { Input, Textarea } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { ImageField } from '../menu-shared/ImageField';
import { saveProduct, useInvalidateMenu, useTranslationLanguages } from '../menu-shared/menu-queries';
import { errorText, fieldErrorTexts, messageText } from '../../lib/errors';
import { TranslationTabs } from '../menu-shared/TranslationTabs';
import { draftFrom, translationsPayload, type TranslationDraft } from '../menu-shared/translations-form';
import { AdditionalCategories } from './AdditionalCategories';
import { DishLabelsFields } from './DishLabelsFields';
import { DishOptionGroupsField } from './DishOptionGroupsField';
import { FlagSwitch } from './FlagSwitch';

type Values = Omit<CreateProductInput, 'translations'> & { translations?: TranslationDraft };

interface ProductFormDialogProps {
  open: boolean;
  product: Product | null;
  categories: readonly Category[];
  /** Adding from a filtered list (`?category=`) preselects that category. */
  defaultCategorySlug: string | null;
  onClose: () => void;
}

export function ProductFormDialog({ open, product, categories, defaultCategorySlug, onClose }: ProductFormDialogProps) {
  const { t } = useTranslation('products');
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={product ? t('form.editTitle') : t('form.addTitle')}
      size="xl"
      busy={busy}
      submitLabel={product ? t('form.submitEdit') : t('form.submitAdd')}
    >
      {(formId) => (
        <ProductForm
          key={product?.id ?? 'new'}
          formId={formId}
          product={product}
          categories={categories}
          defaultCategoryId={categories.find((c) => c.slug === defaultCategorySlug)?.id ?? null}
          onDone={onClose}
          onBusy={setBusy}
        />
      )}
    </FormDialog>
  );
}

interface ProductFormProps {
  formId: string;
  product: Product | null;
  categories: readonly Category[];
  defaultCategoryId: number | null;
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}

function ProductForm({ formId, product, categories, defaultCategoryId, onDone, onBusy }: ProductFormProps) {
  const { t } = useTranslation('products');
  const languages = useTranslationLanguages().data ?? [];
  const invalidate = useInvalidateMenu();
  const [uploading, setUploading] = useState(false);
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());

  const { register, control, handleSubmit, setError, watch, reset, getValues, setValue, formState } = useForm<Values, unknown, CreateProductData>({
    resolver: zodResolver(createProductSchema),
    defaultValues: {
      name: product?.originalName ?? '',
      // The staff list is read in Vietnamese, so this is the original text.
      description: product?.description ?? '',
      price: product?.price ?? 0,
      imageUrl: product?.imageUrl ?? null,
      isActive: product?.isActive ?? true,
      isFeatured: product?.isFeatured ?? false,
      categoryId: product ? product.categoryId : defaultCategoryId,
      additionalCategoryIds: product?.additionalCategoryIds ?? [],
      allergens: product?.allergens ?? [],
      additives: product?.additives ?? [],
      spiceLevel: product?.spiceLevel ?? 0,
      dietTags: product?.dietTags ?? [],
      optionGroupIds: product?.optionGroups.map((g) => g.id) ?? [],
      translations: {},
    },
  });
  const { errors, isSubmitting } = formState;

  const languageCodes = languages.map((l) => l.code).join(',');
  useEffect(() => {
    if (!languageCodes) return;
    reset({ ...getValues(), translations: draftFrom(product?.translations, languageCodes.split(','), ['name', 'description']) }, { keepDirty: true });
  }, [languageCodes, product, reset, getValues]);
  useEffect(() => onBusy(isSubmitting || uploading), [isSubmitting, uploading, onBusy]);

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, translations: translationsPayload(getValues('translations'), product?.translations, reviewed) };
    try {
      await saveProduct(product?.id, body);
      toast.success(product ? t('toast.updated') : t('toast.created'));
      invalidate();
      onDone();
    } catch (err) {
      for (const [field, message] of Object.entries(fieldErrorTexts(err))) setError(field as keyof Values, { type: 'server', message });
      toast.error(errorText(err, t('toast.saveFailed')));
    }
  });

  const message = (m: string | undefined) => messageText(m);
  const name = watch('name');
  const description = watch('description');
  const categoryId = watch('categoryId');
  const translationError = (lang: string, field: string) =>
    message((errors.translations as Record<string, Record<string, { message?: string }>> | undefined)?.[lang]?.[field]?.message);
  const options = categories.flatMap((c) => (c.parentId === null ? [c, ...categories.filter((k) => k.parentId === c.id)] : []));

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-6" data-testid="product-form">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <Field label={t('form.name')} error={message(errors.name?.message)} required>
            <Input {...register('name')} placeholder={t('form.namePlaceholder')} autoComplete="off" maxLength={200} />
          </Field>
          <Field label={t('form.price')} error={message(errors.price?.message)} hint={t('form.priceHint')} required>
            <Input type="number" inputMode="numeric" min={0} step={1000} {...register('price', { valueAsNumber: true })} />
          </Field>
          <Field label={t('form.description')} error={message(errors.description?.message)} counter={{ value: (description ?? '').length, max: 2000 }}>
            <Textarea {...register('description')} rows={4} placeholder={t('form.descriptionPlaceholder')} />
          </Field>
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <Field label={t('form.category')} error={message(errors.categoryId?.message)}>
                <Select
                  name={field.name}
                  ref={field.ref}
                  value={field.value == null ? '' : String(field.value)}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                  placeholder={t('form.noCategory')}
                  options={options.map((c) => ({ value: String(c.id), label: c.parentId === null ? c.originalName : `\u2003${c.originalName}` }))}
                  data-testid="category-select"
                />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="additionalCategoryIds"
            render={({ field }) => (
              <AdditionalCategories
                categories={options}
                mainId={categoryId ?? null}
                value={field.value ?? []}
                onChange={field.onChange}
                error={message(errors.additionalCategoryIds?.message)}
              />
            )}
          />
        </div>
        <div className="space-y-4">
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <ImageField label={t('form.image')} value={field.value} onChange={field.onChange} onUploadingChange={setUploading} testId="product-image" />
            )}
          />
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <FlagSwitch
                id={`${formId}-active`}
                label={t('form.isActive')}
                hint={t('form.isActiveHint')}
                checked={field.value ?? true}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="isFeatured"
            render={({ field }) => (
              <FlagSwitch
                id={`${formId}-featured`}
                label={t('form.isFeatured')}
                hint={t('form.isFeaturedHint')}
                checked={field.value ?? false}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="optionGroupIds"
            render={({ field }) => (
              <DishOptionGroupsField value={field.value ?? []} onChange={field.onChange} error={message(errors.optionGroupIds?.message)} />
            )}
          />
        </div>
      </div>
      <div className="border-t border-zinc-200 pt-5">
        <DishLabelsFields
          value={{
            allergens: watch('allergens') ?? [],
            additives: watch('additives') ?? [],
            spiceLevel: watch('spiceLevel') ?? 0,
            dietTags: watch('dietTags') ?? [],
          }}
          onChange={(v) => {
            setValue('allergens', v.allergens, { shouldDirty: true });
            setValue('additives', v.additives, { shouldDirty: true });
            setValue('spiceLevel', v.spiceLevel, { shouldDirty: true });
            setValue('dietTags', v.dietTags, { shouldDirty: true });
          }}
          error={message(errors.additives?.message)}
        />
      </div>
      <section aria-labelledby={`${formId}-translations`} className="border-t border-zinc-200 pt-5">
        <h3 id={`${formId}-translations`} className="mb-3 text-sm font-semibold text-zinc-900">
          {t('form.translations')}
        </h3>
        <TranslationTabs
          languages={languages}
          fields={[
            { key: 'name', label: t('form.name'), max: 200 },
            { key: 'description', label: t('form.description'), max: 2000, multiline: true },
          ]}
          original={{ name, description }}
          stored={product?.translations}
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
