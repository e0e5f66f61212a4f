/** Asks for a reset link by e-mail; the server answers the same whether or not the address has an account. */
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import type { SignedOutScreen } from './navigation';
import { ApiError } from '../lib/http';
import { requestPasswordReset } from './sign-in.api';
import { BackToSignIn, FormAlert, type Translate } from './SignedOutFrame';
import { emailError } from './validate';

interface ForgotProps {
  t: Translate;
  serverText: (message: string) => string;
  onGo: (to: SignedOutScreen) => void;
  /** Back on the sign-in page, saying the link is on its way. */
  onSent: () => void;
}

export function ForgotPasswordPage({ t, serverText, onGo, onSent }: ForgotProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name=email]')?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      onSent();
    } catch (err) {
      setServerError(err instanceof ApiError && !err.isNetwork ? serverText(err.messageKey ?? err.message) : t('login.noResponse'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <FormAlert message={serverError} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <Field label={t('forgot.email')} error={error ? serverText(error) : undefined} required>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('forgot.emailPlaceholder')}
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
            onBlur={() => setError(emailError(email))}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {t('forgot.submit')}
        </Button>
      </form>
      <BackToSignIn t={t} onGo={onGo} />
    </>
  );
}
