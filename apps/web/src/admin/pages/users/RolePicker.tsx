import { parseRoles, type Role } from '@app/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';

interface RolePickerProps {
  /** Comma-separated roles, as the API stores them. */
  value: string;
  onChange: (value: string) => void;
  /** Only these can be ticked (contract assignableRoles of the signed-in user). */
  roles: readonly Role[];
  error?: string;
}

/** One or more roles as chips; a role list grants the union of its permissions. */
export function RolePicker({ value, onChange, roles, error }: RolePickerProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const selected = parseRoles(value);
  const toggle = (role: Role) => {
    const next = selected.includes(role) ? selected.filter((r) => r !== role) : [...selected, role];
    onChange(parseRoles(next).join(','));
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-zinc-800">
        {t('form.role')}
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {roles.map((role) => {
          const checked = selected.includes(role);
          return (
            <label
              key={role}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors select-none',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-1',
                checked ? 'border-brand-600 bg-brand-50 font-medium text-brand-900' : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50',
              )}
            >
              <input type="checkbox" className="size-4 accent-brand-700" checked={checked} onChange={() => toggle(role)} />
              {t(`admin:roles.${role}`)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-zinc-600">
          {t('form.roleHint')}
        </p>
      )}
    </fieldset>
  );
}
