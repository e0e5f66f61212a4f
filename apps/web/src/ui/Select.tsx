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
        "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2352525b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]",
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
