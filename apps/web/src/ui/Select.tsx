import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { controlClasses } from './Input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A styled native select: accessible everywhere, tiny, and the phone's own picker on touch devices. */
export function Select({
  className,
  options,
  placeholder,
  ref,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { options?: SelectOption[]; placeholder?: string; ref?: Ref<HTMLSelectElement> }) {
  return (
    <select
      ref={ref}
      className={cn(
        controlClasses,
        'h-10 appearance-none bg-[length:1rem] bg-[right_0.6rem_center] bg-no-repeat pr-9',
        // Fully percent-encoded (no quotes or spaces), so Tailwind's class scanner sees one class.
        'bg-[url(data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2024%2024%27%20fill=%27none%27%20stroke=%27%2352525b%27%20stroke-width=%272%27%3E%3Cpath%20d=%27m6%209%206%206%206-6%27/%3E%3C/svg%3E)]',
        className,
      )}
      {...rest}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}
