/**
 * The staff sign-in form. After signing in it loads the back office with a full navigation, so
 * nothing of the signed-in app is downloaded before someone has signed in.
 */
import { useState, type FormEvent } from 'react';
import { Button, focusRing } from '../ui/Button';
import { cn } from '../ui/cn';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { LoadingScreen } from '../ui/Spinner';
import { afterSignIn, type SignedOutScreen } from './navigation';
import { PasswordBox } from './PasswordBox';
import { ApiError } from '../lib/http';
import { signIn } from './sign-in.api';
import { FormAlert, ScreenLink, type Translate } from './SignedOutFrame';
import { passwordError, usernameError, validateLogin, type LoginErrors } from './validate';

/** The loading screen stays this long before entering the back office. */
const REDIRECT_DELAY_MS = 500;

interface SignInProps {
  t: Translate;
  /** Server messages in the staff language. */
  serverText: (message: string) => string;
  /** A success message carried over from the page before (a link sent, a password reset). */
  notice: string | null;
  onGo: (to: SignedOutScreen) => void;
}

export function SignInPage({ t, serverText, notice, onGo }: SignInProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [signedIn, setSignedIn] = useState(false);

  if (signedIn) return <LoadingScreen label={`${t('login.success')} ${t('login.loadingData')}`} fullScreen />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin({ username, password });
    setErrors(found);
    if (found.username || found.password) {
      const form = event.currentTarget;
      form.querySelector<HTMLInputElement>(found.username ? 'input[name=username]' : 'input[name=password]')?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      const body = await signIn(username.trim(), password, rememberMe);
      if (!body?.success || !body.user) {
        setServerError(t('login.failedRetry'));
      } else {
        setSignedIn(true);
        const next = afterSignIn(window.location.search);
        window.setTimeout(() => window.location.replace(next), REDIRECT_DELAY_MS);
      }
    } catch (err) {
      setServerError(err instanceof ApiError && !err.isNetwork ? serverText(err.messageKey ?? err.message) : t('login.noResponse'));
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError = (message: string | undefined) => (message ? serverText(message) : undefined);
  return (
    <>
      <FormAlert message={notice} tone="success" />
      <FormAlert message={serverError} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <Field label={t('login.username')} error={fieldError(errors.username)} required>
          <Input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('login.usernamePlaceholder')}
            value={username}
            onInput={(e) => setUsername(e.currentTarget.value)}
            onBlur={() => setErrors((prev) => ({ ...prev, username: usernameError(username) }))}
          />
        </Field>
        <Field label={t('login.password')} error={fieldError(errors.password)} required>
          <PasswordBox
            visible={visible}
            onToggle={() => setVisible((v) => !v)}
            toggleLabel={visible ? t('login.hidePassword') : t('login.showPassword')}
            name="password"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
            onBlur={() => setErrors((prev) => ({ ...prev, password: passwordError(password) }))}
          />
        </Field>
        <div className="flex items-center justify-between gap-3">
          <label className="flex cursor-pointer items-center gap-2 text-sm text-zinc-700">
            <input
              type="checkbox"
              name="rememberMe"
              className={cn('size-4 rounded border-zinc-400 accent-brand-700', focusRing)}
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.currentTarget.checked)}
            />
            {t('login.remember')}
          </label>
          <ScreenLink
            to="forgot"
            onGo={onGo}
            className={cn('rounded text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline', focusRing)}
          >
            {t('login.forgot')}
          </ScreenLink>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {t('login.submit')}
        </Button>
      </form>
    </>
  );
}
