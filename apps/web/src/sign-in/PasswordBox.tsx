import type { InputHTMLAttributes } from 'react';
import { focusRing } from '../ui/Button';
import { cn } from '../ui/cn';
import { Input } from '../ui/Input';
import { EyeIcon, EyeOffIcon } from './icons';

type PasswordBoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { visible: boolean; onToggle: () => void; toggleLabel: string };

/** The password box with a show/hide toggle that says what it does; the field's id and error wiring land on the input. */
export function PasswordBox({ visible, onToggle, toggleLabel, ...rest }: PasswordBoxProps) {
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
