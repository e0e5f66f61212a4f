import type { OrderItemOption, ProductOptionGroup } from '@app/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '../../../lib/format';
import { pickOption } from './line-options';

interface OrderLineOptionsProps {
  /** 1-based line number, for the accessible names. */
  n: number;
  groups: readonly ProductOptionGroup[];
  value: readonly number[];
  onChange: (optionIds: number[]) => void;
  error?: string;
  disabled?: boolean;
}

const deltaText = (delta: number) => (delta === 0 ? '' : ` (${delta > 0 ? '+' : '−'}${formatVnd(Math.abs(delta))})`);

/**
 * The option picker of one order line: a single-choice group as radios (with 'none' when it is
 * optional), a multiple one as checkboxes that stop at the group's maximum. Sold-out options show
 * but cannot be picked.
 */
export function OrderLineOptions({ n, groups, value, onChange, error, disabled }: OrderLineOptionsProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-3" data-testid="order-line-options" aria-describedby={error ? errorId : undefined}>
      {groups.map((group) => {
        const single = group.maxSelect === 1;
        const chosen = group.options.filter((o) => value.includes(o.id));
        const full = chosen.length >= group.maxSelect;
        const rule =
          group.minSelect === 0
            ? t('form.options.upTo', { count: group.maxSelect })
            : group.minSelect === group.maxSelect
              ? t('form.options.exactly', { count: group.minSelect })
              : t('form.options.between', { min: group.minSelect, max: group.maxSelect });
        const name = `${id}-g${group.id}`;
        return (
          <fieldset key={group.id} className="rounded-lg bg-zinc-50 px-3 py-2" disabled={disabled}>
            <legend className="sr-only">{t('form.options.groupLegend', { n, group: group.name, rule })}</legend>
            <p aria-hidden="true" className="mb-1 text-sm font-medium text-zinc-900">
              {group.name} <span className="font-normal text-zinc-600">· {rule}</span>
              {group.minSelect > 0 && <span className="text-red-700"> *</span>}
            </p>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {single && group.minSelect === 0 && (
                <label className="flex min-h-8 items-center gap-1.5 text-sm text-zinc-800">
                  <input
                    type="radio"
                    name={name}
                    className="size-4 accent-brand-700"
                    checked={chosen.length === 0}
                    onChange={() => onChange(value.filter((v) => !group.options.some((o) => o.id === v)))}
                  />
                  {t('form.options.none')}
                </label>
              )}
              {group.options.map((o) => {
                const checked = value.includes(o.id);
                const label = `${o.name}${deltaText(o.priceDelta)}${o.isActive ? '' : ` (${t('form.soldOut')})`}`;
                return (
                  <label key={o.id} className="flex min-h-8 items-center gap-1.5 text-sm text-zinc-800 has-[:disabled]:text-zinc-500">
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={name}
                      className="size-4 accent-brand-700"
                      checked={checked}
                      disabled={!o.isActive || (!single && full && !checked)}
                      onChange={(e) => onChange(pickOption(group, value, o.id, single ? true : e.target.checked))}
                    />
                    {label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The options a kept line was ordered with: they stay as they were (the server keeps them too). */
export function KeptLineOptions({ options }: { options: readonly OrderItemOption[] }) {
  const { t } = useTranslation('orders');
  if (options.length === 0) return null;
  return (
    <div className="rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-800" data-testid="order-line-kept-options">
      <p>{options.map((o) => `${o.groupName}: ${o.name}${deltaText(o.priceDelta)}`).join(' · ')}</p>
      <p className="mt-0.5 text-xs text-zinc-600">{t('form.options.kept')}</p>
    </div>
  );
}
