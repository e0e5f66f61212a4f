/** Sets a new password from the e-mailed link (`?token=`); a link without a usable token offers a new one. */
import { useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../ui/Button';
import { Field } from '../ui/Field';
import type { SignedOutScreen } from './navigation';
import { PasswordBox } from './PasswordBox';
import { ApiError } from '../lib/http';
import { resetPassword } from './sign-in.api';
import { BackToSignIn, FormAlert, ScreenLink, type Translate } from './SignedOutFrame';
import { newPasswordError } from './validate';

interface ResetProps {
  t: Translate;
  serverText: (message: string) => string;
  token: string;
  onGo: (to: SignedOutScreen) => void;
  /** Back on the sign-in page, saying the password was changed. */
  onDone: () => void;
}

interface ResetErrors {
  newPassword?: string;
  confirmPassword?: string;
}

export function ResetPasswordPage({ t, serverText, token, onGo, onDone }: ResetProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<ResetErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (token.length < 10) {
    return (
      <>
        <FormAlert message={t('reset.invalidLink')} />
        <ScreenLink to="forgot" onGo={onGo} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('reset.requestNew')}
        </ScreenLink>
        <BackToSignIn t={t} onGo={onGo} />
      </>
    );
  }

  const confirmError = (value: string) => newPasswordError(value) ?? (value !== newPassword ? t('reset.mismatch') : undefined);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: ResetErrors = { newPassword: newPasswordError(newPassword), confirmPassword: confirmError(confirmPassword) };
    setErrors(found);
    if (found.newPassword || found.confirmPassword) {
      event.currentTarget.querySelector<HTMLInputElement>(found.newPassword ? 'input[name=newPassword]' : 'input[name=confirmPassword]')?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      await resetPassword(token, newPassword);
      onDone();
    } catch (err) {
      setServerError(err instanceof ApiError && !err.isNetwork ? serverText(err.messageKey ?? err.message) : t('login.noResponse'));
    } finally {
      setSubmitting(false);
    }
  };

  const toggle = { visible, onToggle: () => setVisible((v) => !v), toggleLabel: visible ? t('login.hidePassword') : t('login.showPassword') };
  const shown = (message: string | undefined) => (message ? serverText(message) : undefined);
  return (
    <>
      <FormAlert message={serverError} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <Field label={t('reset.newPassword')} hint={t('reset.hint')} error={shown(errors.newPassword)} required>
          <PasswordBox
            {...toggle}
            name="newPassword"
            autoComplete="new-password"
            value={newPassword}
            onInput={(e) => setNewPassword(e.currentTarget.value)}
            onBlur={() => setErrors((prev) => ({ ...prev, newPassword: newPasswordError(newPassword) }))}
          />
        </Field>
        <Field label={t('reset.confirmPassword')} error={shown(errors.confirmPassword)} required>
          <PasswordBox
            {...toggle}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onInput={(e) => setConfirmPassword(e.currentTarget.value)}
            onBlur={() => setErrors((prev) => ({ ...prev, confirmPassword: confirmError(confirmPassword) }))}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {t('reset.submit')}
        </Button>
      </form>
      <BackToSignIn t={t} onGo={onGo} />
    </>
  );
}
