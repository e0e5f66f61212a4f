import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { useOptionGroups } from '../option-groups/option-groups.api';

/** The option groups attached to a dish, in the order guests choose: add, reorder, remove. */
export function DishOptionGroupsField({ value, onChange, error }: { value: number[]; onChange: (ids: number[]) => void; error?: string }) {
  const { t } = useTranslation('products');
  const id = useId();
  const groups = useOptionGroups().data ?? [];
  const [picked, setPicked] = useState('');
  const byId = new Map(groups.map((g) => [g.id, g]));
  const available = groups.filter((g) => !value.includes(g.id));
  const move = (i: number, by: number) => {
    const next = [...value];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  return (
    <fieldset aria-describedby={`${id}-hint`} data-testid="dish-option-groups">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('labels.groups')}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-zinc-600">
        {t('labels.groupsHint')}
      </p>
      {value.length === 0 ? (
        <p className="mb-2 text-sm text-zinc-600">{t('labels.groupsEmpty')}</p>
      ) : (
        <ol className="mb-2 divide-y divide-zinc-100 rounded-lg border border-zinc-200">
          {value.map((gid, i) => {
            const name = byId.get(gid)?.name ?? `#${gid}`;
            return (
              <li key={gid} className="flex items-center gap-1 px-2 py-1 text-sm text-zinc-800">
                <span className="flex-1">{name}</span>
                <Button type="button" variant="ghost" size="icon" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('labels.groupUp', { name })}>
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={i === value.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t('labels.groupDown', { name })}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => onChange(value.filter((v) => v !== gid))}
                  aria-label={t('labels.groupRemove', { name })}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {available.length > 0 && (
        <div className="flex gap-2">
          <Select
            aria-label={t('labels.groupPick')}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            placeholder={t('labels.groupPick')}
            options={available.map((g) => ({ value: String(g.id), label: g.name }))}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={!picked}
            onClick={() => {
              onChange([...value, Number(picked)]);
              setPicked('');
            }}
          >
            {t('labels.groupAdd')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
