import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileSchema } from '@app/contract';
import { useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import { translateMessage, translateServerMessage } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { updateProfile } from './account.api';
import { useSession, useUser } from '../session/session-context';

interface ProfileValues {
  fullName: string;
  email: string;
}

/** Name and e-mail of the signed-in staff member (PUT Auth/update-profile). */
export function ProfileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const user = useUser();
  const { setUser } = useSession();
  const { register, handleSubmit, setError, formState } = useForm<ProfileValues>({
    resolver: zodResolver(updateProfileSchema) as unknown as Resolver<ProfileValues>,
    mode: 'onTouched',
    defaultValues: { fullName: user.fullName, email: user.email },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const message = (m: string | undefined) => (m ? translateMessage(m) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateProfile(values);
      setUser(updated);
      toast.success(t('profile.saved'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields?.email) setError('email', { type: 'server', message: err.fields.email });
      if (err instanceof ApiError && err.fields?.fullName) setError('fullName', { type: 'server', message: err.fields.fullName });
      toast.error(err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? translateServerMessage(err) : t('profile.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('profile.username')} hint={t('profile.usernameHint')}>
        <Input value={user.username} readOnly disabled />
      </Field>
      <Field label={t('profile.fullName')} error={message(errors.fullName?.message)} required>
        <Input autoComplete="name" {...register('fullName')} />
      </Field>
      <Field label={t('profile.email')} error={message(errors.email?.message)} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <div className="flex justify-end pt-2">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
