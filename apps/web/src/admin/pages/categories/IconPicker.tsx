import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { CATEGORY_ICON_NAMES, CategoryIcon } from '../menu-shared/category-icons';

interface IconPickerProps {
  value: string | null | undefined;
  onChange: (icon: string | null) => void;
  labelId: string;
}

/** Food and drink icons offered as a radio group; the stored value is the icon name. */
export function IconPicker({ value, onChange, labelId }: IconPickerProps) {
  const { t } = useTranslation('categories');
  const options: (string | null)[] = [null, ...CATEGORY_ICON_NAMES];
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="grid grid-cols-7 gap-1.5 sm:grid-cols-8">
      {options.map((name) => {
        const selected = (value ?? null) === name;
        return (
          <button
            key={name ?? 'none'}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={name ?? t('form.noIcon')}
            title={name ?? t('form.noIcon')}
            onClick={() => onChange(name)}
            className={cn(
              'flex aspect-square items-center justify-center rounded-lg border transition-colors',
              selected ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-zinc-200 text-zinc-600 hover:bg-zinc-100',
              focusRing,
            )}
          >
            {name ? <CategoryIcon name={name} className="size-5" /> : <Ban className="size-4" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}
