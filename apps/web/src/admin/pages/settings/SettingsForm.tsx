import { zodResolver } from '@hookform/resolvers/zod';
import { updateSettingsSchema, type Language, type SettingsView, type UpdateSettingsInput } from '@app/contract';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { translateMessage, translateServerMessage } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { PaymentAccountFields } from './PaymentAccountFields';
import { ProviderFields } from './ProviderFields';
import { CURRENCIES, saveSettings } from './settings.api';
import type { SettingsFormValues } from './settings-form-values';

const FIELDS = [
  'requireTableKey',
  'dinerDefaultLanguage',
  'currency',
  'translationProvider',
  'translationUrl',
  'translationApiKey',
  'bankName',
  'bankBin',
  'bankAccount',
  'accountHolder',
  'iban',
  'bic',
] as const;

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 border-b border-zinc-200 py-6 first:pt-0 last:border-b-0 @3xl:grid-cols-3">
      <div>
        <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
        <p className="mt-1 text-sm text-zinc-600">{description}</p>
      </div>
      <div className="@container space-y-4 @3xl:col-span-2">{children}</div>
    </section>
  );
}

interface SettingsFormProps {
  settings: SettingsView;
  languages: Language[];
  onSaved: (next: SettingsView) => void;
}

export function SettingsForm({ settings, languages, onSaved }: SettingsFormProps) {
  const { t } = useTranslation('settings');
  const [removeKey, setRemoveKey] = useState(false);
  const { register, handleSubmit, control, watch, setError, reset, formState } = useForm<SettingsFormValues>({
    resolver: zodResolver(updateSettingsSchema) as unknown as Resolver<SettingsFormValues>,
    mode: 'onTouched',
    defaultValues: { ...settings, translationApiKey: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const provider = watch('translationProvider');
  const message = (m: string | undefined) => (m ? translateMessage(m) : undefined);

  const active = languages.filter((l) => l.isActive);
  const languageOptions = active.some((l) => l.code === settings.dinerDefaultLanguage)
    ? active
    : [...active, { id: 0, name: settings.dinerDefaultLanguage, code: settings.dinerDefaultLanguage, isActive: false }];
  const currencies: string[] = CURRENCIES.includes(settings.currency as (typeof CURRENCIES)[number]) ? [...CURRENCIES] : [settings.currency, ...CURRENCIES];

  const onSubmit = handleSubmit(async (values) => {
    // The key is only sent when typed (replace) or explicitly removed ('' clears it).
    const { translationApiKey, ...rest } = values;
    const patch: UpdateSettingsInput = { ...rest };
    if (removeKey) patch.translationApiKey = '';
    else if (translationApiKey.trim()) patch.translationApiKey = translationApiKey.trim();
    try {
      const saved = await saveSettings(patch);
      toast.success(t('toast.saved'));
      setRemoveKey(false);
      reset({ ...saved, translationApiKey: '' });
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const field of FIELDS) {
          const text = err.fields[field];
          if (text) setError(field, { type: 'server', message: text });
        }
      }
      toast.error(err instanceof ApiError && err.status === 400 && err.message ? translateServerMessage(err) : t('toast.saveFailed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="@container rounded-xl border border-zinc-200 bg-white px-5 py-6 shadow-xs sm:px-6">
      <Section title={t('sections.ordering.title')} description={t('sections.ordering.description')}>
        <Controller
          control={control}
          name="requireTableKey"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4 rounded-lg border border-zinc-200 p-4">
              <div>
                <label htmlFor="require-table-key" className="text-sm font-medium text-zinc-900">
                  {t('tableKey.label')}
                </label>
                <p id="require-table-key-hint" className="mt-1 text-sm text-zinc-600">
                  {t('tableKey.explanation')}
                </p>
                {!field.value && (
                  <p className="mt-2 rounded-md bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
                    {t('tableKey.offWarning')}
                  </p>
                )}
              </div>
              <Switch id="require-table-key" checked={field.value} onCheckedChange={field.onChange} aria-describedby="require-table-key-hint" />
            </div>
          )}
        />
      </Section>

      <Section title={t('sections.diner.title')} description={t('sections.diner.description')}>
        <div className="grid gap-4 @md:grid-cols-2">
          <Field label={t('dinerLanguage.label')} error={message(errors.dinerDefaultLanguage?.message)} hint={t('dinerLanguage.hint')}>
            <Select options={languageOptions.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))} {...register('dinerDefaultLanguage')} />
          </Field>
          <Field label={t('currency.label')} error={message(errors.currency?.message)} hint={t('currency.hint')}>
            <Select options={currencies.map((c) => ({ value: c, label: t(`currency.options.${c}`, { defaultValue: c }) }))} {...register('currency')} />
          </Field>
        </div>
      </Section>

      <Section title={t('sections.translation.title')} description={t('sections.translation.description')}>
        <ProviderFields
          register={register}
          provider={provider}
          keySet={settings.translationApiKeySet}
          removeKey={removeKey}
          onRemoveKey={setRemoveKey}
          errors={{
            translationUrl: message(errors.translationUrl?.message),
            translationApiKey: message(errors.translationApiKey?.message),
            translationProvider: message(errors.translationProvider?.message),
          }}
        />
      </Section>

      <Section title={t('payment.title')} description={t('payment.description')}>
        <PaymentAccountFields register={register} errors={errors} />
      </Section>

      <div className="flex flex-col-reverse gap-2 border-t border-zinc-200 pt-4 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={isSubmitting || (!isDirty && !removeKey)}
          onClick={() => {
            setRemoveKey(false);
            reset({ ...settings, translationApiKey: '' });
          }}
        >
          {t('actions.reset')}
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty && !removeKey}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
