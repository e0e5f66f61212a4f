import { ALLERGENS, DIET_TAGS, type Allergen, type DietTag } from '@app/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Input';

export interface DishLabelsValue {
  allergens: Allergen[];
  additives: string[];
  spiceLevel: number;
  dietTags: DietTag[];
}

function CheckGroup<T extends string>({
  legend,
  codes,
  value,
  label,
  onChange,
}: {
  legend: string;
  codes: readonly T[];
  value: T[];
  label: (c: T) => string;
  onChange: (v: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{legend}</legend>
      <ul className="grid grid-cols-2 gap-0.5 rounded-lg border border-zinc-200 p-2">
        {codes.map((c) => (
          <li key={c}>
            <label className="flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm text-zinc-800 hover:bg-zinc-50">
              <input
                type="checkbox"
                className="size-4 rounded border-zinc-400 accent-brand-700"
                checked={value.includes(c)}
                data-code={c}
                onChange={(e) => onChange(e.target.checked ? [...value, c] : value.filter((v) => v !== c))}
              />
              {label(c)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Allergens (the 14 EU ones), additives, spice level and diet labels of a dish. */
export function DishLabelsFields({ value, onChange, error }: { value: DishLabelsValue; onChange: (v: DishLabelsValue) => void; error?: string }) {
  const { t } = useTranslation('products');
  const id = useId();
  // The text as typed (blank lines too); the dish gets the non-empty lines.
  const [additivesText, setAdditivesText] = useState(value.additives.join('\n'));
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid="dish-labels-fields">
      <h3 id={id} className="text-sm font-semibold text-zinc-900">
        {t('labels.labelsTitle')}
      </h3>
      <CheckGroup
        legend={t('labels.allergens')}
        codes={ALLERGENS}
        value={value.allergens}
        label={(c) => t(`allergenNames.${c}`)}
        onChange={(allergens) => onChange({ ...value, allergens })}
      />
      <CheckGroup
        legend={t('labels.diet')}
        codes={DIET_TAGS}
        value={value.dietTags}
        label={(c) => t(`dietNames.${c}`)}
        onChange={(dietTags) => onChange({ ...value, dietTags })}
      />
      <Field label={t('labels.spice')}>
        <Select
          value={String(value.spiceLevel)}
          onChange={(e) => onChange({ ...value, spiceLevel: Number(e.target.value) })}
          options={[0, 1, 2, 3].map((n) => ({ value: String(n), label: t(`labels.spice${n}`) }))}
        />
      </Field>
      <Field label={t('labels.additives')} hint={t('labels.additivesHint')} error={error}>
        <Textarea
          rows={3}
          value={additivesText}
          onChange={(e) => {
            setAdditivesText(e.target.value);
            onChange({
              ...value,
              additives: e.target.value
                .split('\n')
                .map((s) => s.trim())
                .filter((s) => s !== ''),
            });
          }}
        />
      </Field>
    </section>
  );
}
