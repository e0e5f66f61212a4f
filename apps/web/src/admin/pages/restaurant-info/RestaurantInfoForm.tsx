import { zodResolver } from '@hookform/resolvers/zod';
import { updateRestaurantInfoSchema, type RestaurantInfo } from '@app/contract';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { translateMessage } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input, Textarea } from '../../../ui/Input';
import { updateRestaurantInfo, uploadLogo } from './restaurant.api';

interface FormValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  openingHours: string;
}
const FIELDS = ['name', 'address', 'phone', 'email', 'openingHours'] as const;

interface RestaurantInfoFormProps {
  info: RestaurantInfo;
  /** A logo picked while the form is open; saving the form uploads it too. */
  logo: File | null;
  onDone: (saved?: RestaurantInfo) => void;
}

/** Edit the Vietnamese originals; the translations have their own section. One save saves the texts and a new logo. */
export function RestaurantInfoForm({ info, logo, onDone }: RestaurantInfoFormProps) {
  const { t } = useTranslation('restaurant');
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<FormValues>({
    resolver: zodResolver(updateRestaurantInfoSchema) as unknown as Resolver<FormValues>,
    mode: 'onTouched',
    defaultValues: { name: info.name, address: info.address, phone: info.phone, email: info.email, openingHours: info.openingHours },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const message = (m: string | undefined) => (m ? translateMessage(m) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The logo first: a refused image (size, type) then leaves everything as it was.
      const logoUrl = logo ? (await uploadLogo(info.id, logo)).logoUrl : undefined;
      const saved = await updateRestaurantInfo(info.id, logoUrl ? { ...values, logoUrl } : values);
      toast.success(t('toast.updated'));
      onDone(saved);
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const field of FIELDS) {
          const text = err.fields[field];
          if (text) setError(field, { type: 'server', message: text });
        }
      }
      const refused = err instanceof ApiError && (err.status === 400 || err.status === 413 || err.status === 415) && err.message;
      const text = refused ? translateMessage(refused) : t('errors.update');
      setFormError(text);
      toast.error(text);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs" aria-label={t('edit.title')}>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <Field label={t('fields.name')} error={message(errors.name?.message)} required>
        <Input autoComplete="organization" {...register('name')} />
      </Field>
      <Field label={t('fields.address')} error={message(errors.address?.message)} counter={{ value: (watch('address') ?? '').length, max: 500 }}>
        <Textarea rows={2} autoComplete="street-address" {...register('address')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.phone')} error={message(errors.phone?.message)}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label={t('fields.email')} error={message(errors.email?.message)}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <Field
        label={t('fields.openingHours')}
        error={message(errors.openingHours?.message)}
        hint={t('edit.openingHoursHint')}
        counter={{ value: (watch('openingHours') ?? '').length, max: 500 }}
      >
        <Textarea rows={3} {...register('openingHours')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 border-t border-zinc-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onDone()} disabled={isSubmitting}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty && !logo}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
