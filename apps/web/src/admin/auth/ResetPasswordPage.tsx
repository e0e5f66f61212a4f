import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, resetPasswordSchema } from '@app/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { http } from '../../lib/http';
import { translateMessage } from '../../lib/i18n';
import { Button, buttonClasses } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { errorText } from '../lib/errors';
import { AuthShell, FormAlert } from './AuthShell';
import { BackToLogin } from './ForgotPasswordPage';
import { PasswordInput } from './PasswordInput';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [serverError, setServerError] = useState<string | null>(null);

  // The new password follows the server's own rule; the confirmation only has to match it.
  const schema = useMemo(
    () =>
      resetPasswordSchema
        .pick({ newPassword: true })
        .extend({ confirmPassword: loginSchema.shape.password })
        .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: t('reset.mismatch') }),
    [t],
  );
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  if (token.length < 10) {
    return (
      <AuthShell title={t('reset.title')}>
        <FormAlert message={t('reset.invalidLink')} />
        <Link to="/admin/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('reset.requestNew')}
        </Link>
        <BackToLogin />
      </AuthShell>
    );
  }

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    try {
      await http('/Auth/reset-password', { method: 'POST', body: { token, newPassword } });
      toast.success(t('reset.success'));
      navigate('/admin/login', { replace: true });
    } catch (err) {
      setServerError(errorText(err, t('common:states.error')));
    }
  });

  const message = (m: string | undefined) => (m ? translateMessage(m) : undefined);
  return (
    <AuthShell title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <FormAlert message={serverError} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field label={t('reset.newPassword')} hint={t('reset.hint')} error={message(errors.newPassword?.message)} required>
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field label={t('reset.confirmPassword')} error={message(errors.confirmPassword?.message)} required>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </form>
      <BackToLogin />
    </AuthShell>
  );
}
