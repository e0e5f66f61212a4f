import type { Category } from '@app/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';

interface AdditionalCategoriesProps {
  /** In menu order: each parent followed by its children. */
  categories: readonly Category[];
  mainId: number | null;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** Other categories the dish also appears in (e.g. a drink under 'Khuyến mãi' too); the main one is left out. */
export function AdditionalCategories({ categories, mainId, value, onChange, error }: AdditionalCategoriesProps) {
  const { t } = useTranslation('products');
  const id = useId();
  const toggle = (categoryId: number, on: boolean) => onChange(on ? [...value, categoryId] : value.filter((v) => v !== categoryId));
  const options = categories.filter((c) => c.id !== mainId);
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('form.additional')}</legend>
      <div className="max-h-44 overflow-y-auto rounded-lg border border-zinc-200 p-2">
        {options.length === 0 ? (
          <p className="px-1 py-1 text-sm text-zinc-600">{t('form.noOtherCategories')}</p>
        ) : (
          <ul className="grid gap-0.5">
            {options.map((c) => (
              <li key={c.id}>
                <label
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm text-zinc-800 hover:bg-zinc-50',
                    c.parentId !== null && 'pl-5',
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-4 rounded border-zinc-400 accent-brand-700"
                    checked={value.includes(c.id)}
                    onChange={(e) => toggle(c.id, e.target.checked)}
                  />
                  {c.originalName}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-zinc-600">
          {t('form.additionalHint')}
        </p>
      )}
    </fieldset>
  );
}
