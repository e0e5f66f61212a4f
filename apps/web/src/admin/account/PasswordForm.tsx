import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@app/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/http';
import { translateMessage, translateServerMessage } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { PasswordInput } from '../auth/PasswordInput';
import { changePassword } from './account.api';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST Auth/change-password; the confirmation is only checked here, the server checks the rest. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const schema = useMemo(
    () =>
      changePasswordSchema
        .extend({ confirmPassword: z.string() })
        .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: t('password.mismatch') }),
    [t],
  );
  const { register, handleSubmit, setError, formState } = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const message = (m: string | undefined) => (m ? translateMessage(m) : undefined);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword(currentPassword, newPassword);
      toast.success(t('password.changed'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields?.currentPassword) setError('currentPassword', { type: 'server', message: err.fields.currentPassword });
      if (err instanceof ApiError && err.fields?.newPassword) setError('newPassword', { type: 'server', message: err.fields.newPassword });
      toast.error(err instanceof ApiError && err.status === 400 && err.message ? translateServerMessage(err) : t('password.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('password.current')} error={message(errors.currentPassword?.message)} required>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field label={t('password.new')} error={message(errors.newPassword?.message)} hint={t('password.hint')} required>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <Field label={t('password.confirm')} error={message(errors.confirmPassword?.message)} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <div className="flex justify-end pt-2">
        <Button type="submit" loading={isSubmitting}>
          {t('password.save')}
        </Button>
      </div>
    </form>
  );
}
