import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from './Button';
import { cn } from './cn';
import { Input } from './Input';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  /** Width classes; a small field by default. */
  className?: string;
  maxLength?: number;
}

/** A search field with a magnifier and a clear button; filters as the user types. */
export function SearchBox({ value, onChange, label, placeholder, className, maxLength = 100 }: SearchBoxProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={cn('relative w-full', className ?? 'sm:max-w-sm')}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        className="pr-9 pl-9"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          className={cn('absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800', focusRing)}
          aria-label={t('actions.clearSearch')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
