import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { Input } from '../../../ui/Input';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}

/** A search field with a magnifier and a clear button; filters as the user types. */
export function SearchBox({ value, onChange, label, placeholder, className }: SearchBoxProps) {
  const { t } = useTranslation('products');
  const id = useId();
  return (
    <div className={cn('relative w-full sm:max-w-sm', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500" aria-hidden="true" />
      <Input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className="pr-9 pl-9" />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          className={cn('absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800', focusRing)}
          aria-label={t('searchClear')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
