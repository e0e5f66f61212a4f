import { zodResolver } from '@hookform/resolvers/zod';
import { assignableRoles, createUserSchema, updateUserSchema, type CreateUserInput, type PublicUser } from '@app/contract';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/http';
import { translateMessage } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { FormDialog } from '../../../ui/FormDialog';
import { Input } from '../../../ui/Input';
import { PasswordInput } from '../../auth/PasswordInput';
import { useUser } from '../../session/session-context';
import { RolePicker } from './RolePicker';
import { useAvailability, type Availability } from './use-availability';
import { createUser, isTaken, updateUser } from './users.api';
import { saveErrorText } from './users-errors';

// Keys of the server's message catalog, shown like the schema's own messages.
const USERNAME_TAKEN = 'users.usernameTaken';
const EMAIL_TAKEN = 'users.emailTaken';
/** The form always holds a role, unlike the request where it defaults. */
type FormValues = Required<CreateUserInput>;

const FIELDS = ['username', 'email', 'fullName', 'role', 'password'] as const;

const usernameShape = createUserSchema.shape.username;
const looksLikeEmail = (v: string) => z.email().safeParse(v).success;
const looksLikeUsername = (v: string) => usernameShape.safeParse(v).success;
// An empty box counts as "missing", so the schema answers 'là bắt buộc' rather than a length message.
const emptyAsMissing = (v: unknown) => (v === '' ? undefined : v);

interface UserFormDialogProps {
  /** null: add a new user. */
  user: PublicUser | null;
  onClose: () => void;
  onSaved: (user: PublicUser, created: boolean) => void;
}

function AvailabilityHint({ state, free }: { state: Availability; free: string }) {
  const { t } = useTranslation('users');
  if (state === 'checking') return <span>{t('form.checking')}</span>;
  if (state === 'free')
    return (
      <span className="inline-flex items-center gap-1 text-green-800">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        {free}
      </span>
    );
  return null;
}

/** Add or edit a staff account with the contract's schemas; the same rules the server applies. */
export function UserFormDialog({ user, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation('users');
  const me = useUser();
  const editing = user !== null;
  const [formError, setFormError] = useState<string | null>(null);
  const schema = editing ? updateUserSchema : createUserSchema;
  const { register, handleSubmit, control, watch, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    mode: 'onTouched',
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      fullName: user?.fullName ?? '',
      role: user?.role ?? 'User',
      password: '',
    },
  });
  const { errors, isSubmitting } = formState;
  const username = watch('username') ?? '';
  const email = watch('email') ?? '';

  const usernameState = useAvailability('username', username, {
    excludeId: user?.id,
    initial: user?.username,
    worthChecking: looksLikeUsername,
    enabled: !isSubmitting,
  });
  const emailState = useAvailability('email', email, {
    excludeId: user?.id,
    initial: user?.email,
    worthChecking: looksLikeEmail,
    enabled: !isSubmitting,
  });

  const message = (m: string | undefined) => (m ? translateMessage(m) : undefined);
  const usernameError = message(errors.username?.message) ?? (usernameState === 'taken' ? translateMessage(USERNAME_TAKEN) : undefined);
  const emailError = message(errors.email?.message) ?? (emailState === 'taken' ? translateMessage(EMAIL_TAKEN) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // The same check once more on save, so a value taken a moment ago is caught before sending.
    const [userTaken, mailTaken] = await Promise.all([
      values.username === user?.username ? false : isTaken('username', values.username, user?.id).catch(() => false),
      values.email.toLowerCase() === user?.email.toLowerCase() ? false : isTaken('email', values.email, user?.id).catch(() => false),
    ]);
    if (userTaken) setError('username', { type: 'server', message: USERNAME_TAKEN });
    if (mailTaken) setError('email', { type: 'server', message: EMAIL_TAKEN });
    if (userTaken || mailTaken) return;
    try {
      const saved = editing ? await updateUser(user.id, values) : await createUser(values);
      onSaved(saved, !editing);
    } catch (err) {
      // The server's field messages land on their fields; everything the user typed stays.
      if (err instanceof ApiError && err.fields) {
        for (const field of FIELDS) {
          const text = err.fields[field];
          if (text) setError(field, { type: 'server', message: text });
        }
      }
      const text = saveErrorText(err, t);
      setFormError(text);
      toast.error(text);
    }
  });

  const blocked = usernameState === 'taken' || emailState === 'taken';

  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      description={editing ? t('form.editDescription', { username: user.username }) : t('form.addDescription')}
      busy={isSubmitting}
      submitLabel={editing ? t('form.save') : t('form.create')}
      submitDisabled={blocked}
    >
      {(formId) => (
        <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
          {formError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {formError}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('form.fullName')} error={message(errors.fullName?.message)} required>
              <Input autoComplete="name" {...register('fullName')} />
            </Field>
            <Field label={t('form.username')} error={usernameError} hint={<AvailabilityHint state={usernameState} free={t('form.usernameFree')} />} required>
              <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username', { setValueAs: emptyAsMissing })} />
            </Field>
          </div>
          <Field label={t('form.email')} error={emailError} hint={<AvailabilityHint state={emailState} free={t('form.emailFree')} />} required>
            <Input type="email" autoComplete="off" spellCheck={false} {...register('email')} />
          </Field>
          <Field
            label={t('form.password')}
            error={message(errors.password?.message)}
            hint={editing ? t('form.passwordKeep') : t('form.passwordHint')}
            required={!editing}
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </Field>
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <RolePicker value={field.value} onChange={field.onChange} roles={assignableRoles(me.role)} error={message(fieldState.error?.message)} />
            )}
          />
        </form>
      )}
    </FormDialog>
  );
}
