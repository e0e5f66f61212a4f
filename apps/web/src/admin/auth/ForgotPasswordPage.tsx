import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@app/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { http } from '../../lib/http';
import { translateMessage } from '../../lib/i18n';
import { Button, focusRing } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { errorText } from '../lib/errors';
import { AuthShell, FormAlert } from './AuthShell';

type ForgotValues = z.input<typeof forgotPasswordSchema>;
type ForgotOutput = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotValues, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await http('/Auth/forgot-password', { method: 'POST', body: values });
      toast.success(t('forgot.sent'));
      navigate('/admin/login');
    } catch (err) {
      setServerError(errorText(err, t('common:states.error')));
    }
  });

  const emailError = formState.errors.email?.message;
  return (
    <AuthShell title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <FormAlert message={serverError} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field label={t('forgot.email')} error={emailError ? translateMessage(emailError) : undefined} required>
          <Input type="email" autoComplete="email" placeholder={t('forgot.emailPlaceholder')} {...register('email')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </form>
      <BackToLogin />
    </AuthShell>
  );
}

export function BackToLogin() {
  const { t } = useTranslation('admin');
  return (
    <Link
      to="/admin/login"
      className={cn('mt-6 inline-flex items-center gap-1.5 rounded text-sm font-medium text-zinc-700 hover:text-zinc-950', focusRing)}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('forgot.back')}
    </Link>
  );
}
