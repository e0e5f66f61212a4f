import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import type { SettingsFormValues } from './settings-form-values';

/** The receiving account of the payment QR: BIN + account for VietQR, IBAN (+ BIC) for EPC. */
export function PaymentAccountFields({ register, errors }: { register: UseFormRegister<SettingsFormValues>; errors: FieldErrors<SettingsFormValues> }) {
  const { t } = useTranslation('settings');
  const message = (m: string | undefined) => (m ? translateMessage(m) : undefined);
  return (
    <div className="grid gap-4 @md:grid-cols-2">
      <Field label={t('payment.bankName')} error={message(errors.bankName?.message)}>
        <Input autoComplete="off" {...register('bankName')} />
      </Field>
      <Field label={t('payment.bankBin')} error={message(errors.bankBin?.message)} hint={t('payment.bankBinHint')}>
        <Input inputMode="numeric" autoComplete="off" maxLength={6} {...register('bankBin')} />
      </Field>
      <Field label={t('payment.bankAccount')} error={message(errors.bankAccount?.message)}>
        <Input inputMode="numeric" autoComplete="off" spellCheck={false} {...register('bankAccount')} />
      </Field>
      <Field label={t('payment.accountHolder')} error={message(errors.accountHolder?.message)}>
        <Input autoComplete="off" {...register('accountHolder')} />
      </Field>
      <Field label={t('payment.iban')} error={message(errors.iban?.message)}>
        <Input autoComplete="off" spellCheck={false} {...register('iban')} />
      </Field>
      <Field label={t('payment.bic')} error={message(errors.bic?.message)}>
        <Input autoComplete="off" spellCheck={false} {...register('bic')} />
      </Field>
    </div>
  );
}
