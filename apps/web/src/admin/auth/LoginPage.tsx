import { zodResolver } from '@hookform/resolvers/zod';
import { homePathFor, loginSchema, type PublicUser } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, http } from '../../lib/http';
import { translateMessage } from '../../lib/i18n';
import { Button, focusRing } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { LoadingScreen } from '../../ui/Spinner';
import { useSession } from '../session/session-context';
import { AuthShell, FormAlert } from './AuthShell';
import { PasswordInput } from './PasswordInput';

type LoginValues = z.input<typeof loginSchema>;
type LoginOutput = z.output<typeof loginSchema>;

/** The loading screen stays this long before entering the back office. */
const REDIRECT_DELAY_MS = 500;

// An empty box counts as "missing", so the schema answers 'là bắt buộc' rather than a length message.
const emptyAsMissing = (v: unknown) => (v === '' ? undefined : v);

export function LoginPage() {
  const { t } = useTranslation('admin');
  const { status, user, setUser } = useSession();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const { register, handleSubmit, formState } = useForm<LoginValues, unknown, LoginOutput>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    defaultValues: { username: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = formState;

  if (redirecting) return <LoadingScreen label={t('login.loadingData')} fullScreen />;
  if (status === 'loading') return <LoadingScreen label={t('session.checking')} fullScreen />;
  if (status === 'authenticated' && user) return <Navigate to={homePathFor(user.role)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const res = await http<{ success: boolean; user?: PublicUser }>('/Auth/login', { method: 'POST', body: values });
      if (!res?.success || !res.user) {
        setServerError(t('login.failedRetry'));
        return;
      }
      const signedIn = res.user;
      toast.success(t('login.success'));
      setRedirecting(true);
      timer.current = window.setTimeout(() => {
        setUser(signedIn);
        navigate(homePathFor(signedIn.role), { replace: true });
      }, REDIRECT_DELAY_MS);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setServerError(t('login.noResponse'));
      else if (err instanceof ApiError && err.message) setServerError(translateMessage(err.message));
      else setServerError(t('login.failed'));
    }
  });

  const fieldError = (message: string | undefined) => (message ? translateMessage(message) : undefined);

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      <FormAlert message={serverError} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field label={t('login.username')} error={fieldError(errors.username?.message)} required>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('login.usernamePlaceholder')}
            {...register('username', { setValueAs: emptyAsMissing })}
          />
        </Field>
        <Field label={t('login.password')} error={fieldError(errors.password?.message)} required>
          <PasswordInput
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            {...register('password', { setValueAs: emptyAsMissing })}
          />
        </Field>
        <div className="flex items-center justify-between gap-3">
          <label className="flex cursor-pointer items-center gap-2 text-sm text-zinc-700">
            <input
              type="checkbox"
              className={cn('size-4 rounded border-zinc-400 accent-brand-700', focusRing)}
              {...register('rememberMe')}
            />
            {t('login.remember')}
          </label>
          <Link
            to="/admin/forgot-password"
            className={cn('rounded text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline', focusRing)}
          >
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
