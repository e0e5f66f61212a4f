/**
 * The staff sign-in page, on its own: the same frame, texts and rules as the back office's, in a
 * few kilobytes. After signing in it loads the back office with a full navigation, so nothing of
 * the signed-in app is downloaded before someone has signed in.
 */
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Button, focusRing } from '../ui/Button';
import { cn } from '../ui/cn';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { LoadingScreen } from '../ui/Spinner';
import { ChefHatIcon, EyeIcon, EyeOffIcon, LanguagesIcon, QrCodeIcon, ZapIcon } from './icons';
import { STAFF_LANGUAGES, translate, translateServerMessage, type StaffLanguage } from './texts';
import { passwordError, usernameError, validateLogin, type LoginErrors } from './validate';

/** The loading screen stays this long before entering the back office. */
const REDIRECT_DELAY_MS = 500;
/** Where the back office sends each role to its start page. */
export const BACK_OFFICE_START = '/admin';

async function postLogin(values: { username: string; password: string; rememberMe: boolean }): Promise<Response> {
  return fetch('/api/Auth/login', {
    method: 'POST',
    credentials: 'same-origin',
    // The server's CSRF check requires the custom header on every state change.
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ ...values, username: values.username.trim() }),
  });
}

export function SignInPage({ language, onLanguage }: { language: StaffLanguage; onLanguage: (language: StaffLanguage) => void }) {
  const t = (key: string) => translate(language, key);
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
      const res = await postLogin({ username, password, rememberMe });
      const body = (await res.json().catch(() => null)) as { success?: boolean; message?: string; user?: unknown } | null;
      if (!res.ok) {
        setServerError(body?.message ? translateServerMessage(language, body.message) : t('login.failed'));
      } else if (!body?.success || !body.user) {
        setServerError(t('login.failedRetry'));
      } else {
        setSignedIn(true);
        window.setTimeout(() => window.location.replace(BACK_OFFICE_START), REDIRECT_DELAY_MS);
      }
    } catch {
      setServerError(t('login.noResponse'));
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError = (message: string | undefined) => (message ? translateServerMessage(language, message) : undefined);
  const highlights = [
    { Icon: ZapIcon, text: t('login.highlights.orders') },
    { Icon: QrCodeIcon, text: t('login.highlights.tables') },
    { Icon: LanguagesIcon, text: t('login.highlights.languages') },
  ];

  return (
    <div className="grid min-h-dvh bg-zinc-50 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-zinc-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="pointer-events-none absolute -top-32 -left-32 size-[28rem] rounded-full bg-brand-600/30 blur-3xl" aria-hidden="true" />
        <div className="pointer-events-none absolute -right-24 -bottom-40 size-[24rem] rounded-full bg-amber-500/15 blur-3xl" aria-hidden="true" />
        <div className="relative flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600">
            <ChefHatIcon className="size-6" />
          </span>
          <span className="text-lg font-semibold">{t('common:app.backOffice')}</span>
        </div>
        <div className="relative max-w-md">
          <p className="text-4xl leading-tight font-semibold tracking-tight">{t('login.tagline')}</p>
          <ul className="mt-10 space-y-4">
            {highlights.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-zinc-200">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-5 text-brand-300" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <a href="/" className={cn('relative w-fit rounded text-sm text-zinc-300 underline-offset-4 hover:text-white hover:underline', focusRing, 'focus-visible:ring-offset-zinc-950')}>
          {t('login.toMenu')}
        </a>
      </aside>

      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <span className="flex items-center gap-2 font-semibold text-zinc-900 lg:invisible">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
              <ChefHatIcon className="size-5" />
            </span>
            {t('common:app.backOffice')}
          </span>
          <div className="flex rounded-lg bg-white p-0.5 shadow-xs ring-1 ring-zinc-200" role="group" aria-label={t('layout.language')}>
            {STAFF_LANGUAGES.map((lng) => (
              <button
                key={lng}
                type="button"
                lang={lng}
                onClick={() => onLanguage(lng)}
                aria-pressed={language === lng}
                className={cn(
                  'rounded-md px-2.5 py-1 text-xs font-semibold uppercase transition-colors',
                  focusRing,
                  language === lng ? 'bg-zinc-900 text-white' : 'text-zinc-600 hover:text-zinc-900',
                )}
              >
                <span aria-hidden="true">{lng}</span>
                <span className="sr-only">{t(`common:languages.${lng}`)}</span>
              </button>
            ))}
          </div>
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{t('login.title')}</h1>
            <p className="mt-2 text-sm text-zinc-600">{t('login.subtitle')}</p>
            <div className="mt-8">
              {serverError && (
                <div role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800">
                  {serverError}
                </div>
              )}
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
                  <a
                    href="/admin/forgot-password"
                    className={cn('rounded text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline', focusRing)}
                  >
                    {t('login.forgot')}
                  </a>
                </div>
                <Button type="submit" size="lg" className="w-full" loading={submitting}>
                  {t('login.submit')}
                </Button>
              </form>
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}

type PasswordBoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { visible: boolean; onToggle: () => void; toggleLabel: string };

/** The password box with a show/hide toggle that says what it does; the field's id and error wiring land on the input. */
function PasswordBox({ visible, onToggle, toggleLabel, ...rest }: PasswordBoxProps) {
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className="pr-11" {...rest} />
      <button
        type="button"
        onClick={onToggle}
        aria-label={toggleLabel}
        aria-pressed={visible}
        className={cn(
          'absolute inset-y-0 right-0 my-1 mr-1 flex w-9 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800',
          focusRing,
          'focus-visible:ring-offset-0',
        )}
      >
        {visible ? <EyeOffIcon className="size-4.5" /> : <EyeIcon className="size-4.5" />}
      </button>
    </div>
  );
}
