import { zodResolver } from '@hookform/resolvers/zod';
import { createLanguageSchema, updateLanguageSchema, SOURCE_LANGUAGE } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { translateMessage } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { FormDialog } from '../../../ui/FormDialog';
import { Input } from '../../../ui/Input';
import { LoadError } from '../../../ui/LoadError';
import { LoadingScreen } from '../../../ui/Spinner';
import { Switch } from '../../../ui/Switch';
import { createLanguage, fetchLanguage, languageErrorText, updateLanguage } from './languages.api';

interface FormValues {
  name: string;
  code: string;
  isActive: boolean;
}

/** Spaces are removed as the code is typed (and it is stored in lower case). */
const cleanCode = (v: string) => v.replace(/\s+/g, '').toLowerCase();

interface LanguageFormDialogProps {
  /** null: add; a number: edit the language with this id (loaded fresh). */
  languageId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

export function LanguageFormDialog({ languageId, onClose, onSaved }: LanguageFormDialogProps) {
  const { t } = useTranslation('languages');
  const editing = languageId !== null;
  const [formError, setFormError] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: ['languages', 'detail', languageId],
    queryFn: ({ signal }) => fetchLanguage(languageId!, signal),
    enabled: editing,
    gcTime: 0,
    staleTime: 0,
  });
  const { register, handleSubmit, control, setError, watch, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(editing ? updateLanguageSchema : createLanguageSchema) as unknown as Resolver<FormValues>,
    mode: 'onTouched',
    defaultValues: { name: '', code: '', isActive: true },
  });
  const { errors, isSubmitting } = formState;
  const loaded = detail.data;

  useEffect(() => {
    if (loaded) reset({ name: loaded.name, code: loaded.code, isActive: loaded.isActive });
  }, [loaded, reset]);
  useEffect(() => {
    if (detail.error) toast.error(t('errors.loadInfo'), { id: 'language-info' });
  }, [detail.error, t]);

  const message = (m: string | undefined) => (m ? translateMessage(m) : undefined);
  const name = watch('name') ?? '';
  const code = watch('code') ?? '';
  const isSource = loaded?.code === SOURCE_LANGUAGE;
  const ready = !editing || Boolean(loaded);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (editing) await updateLanguage(languageId, values);
      else await createLanguage(values);
      toast.success(editing ? t('toast.updated') : t('toast.created'));
      onSaved();
    } catch (err) {
      // Field messages from the server go on their fields; the form keeps what was typed.
      if (err instanceof ApiError && err.fields) {
        for (const field of ['name', 'code'] as const) {
          const text = err.fields[field];
          if (text) setError(field, { type: 'server', message: text });
        }
      }
      const text = languageErrorText(err, editing ? t('errors.update') : t('errors.add'));
      setFormError(text);
      toast.error(text);
    }
  });

  const body = (formId: string) => {
    if (!ready && detail.error) {
      return <LoadError message={t('errors.loadInfo')} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
    }
    if (!ready) return <LoadingScreen label={t('common:states.loading')} />;
    return (
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {formError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
        <Field label={t('form.name')} error={message(errors.name?.message)} counter={{ value: name.length, max: 50 }} required>
          <Input autoComplete="off" placeholder={t('form.namePlaceholder')} {...register('name')} />
        </Field>
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <Field
              label={t('form.code')}
              error={message(errors.code?.message)}
              hint={isSource ? t('form.codeSource') : t('form.codeHint')}
              counter={{ value: code.length, max: 10 }}
              required
            >
              <Input
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="en"
                readOnly={isSource}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(cleanCode(e.target.value))}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4 rounded-lg border border-zinc-200 p-3">
              <div>
                <label htmlFor="language-active" className="text-sm font-medium text-zinc-800">
                  {t('form.active')}
                </label>
                <p id="language-active-hint" className="text-xs text-zinc-600">
                  {t('form.activeHint')}
                </p>
              </div>
              <Switch id="language-active" checked={field.value} onCheckedChange={field.onChange} disabled={isSource} aria-describedby="language-active-hint" />
            </div>
          )}
        />
      </form>
    );
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      description={editing ? t('form.editDescription') : t('form.addDescription')}
      busy={isSubmitting}
      submitLabel={editing ? t('form.save') : t('form.create')}
      submitDisabled={!ready}
    >
      {body}
    </FormDialog>
  );
}
