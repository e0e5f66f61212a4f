import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import type { Product, ProductOptionGroup } from '@app/contract';
import { cn } from '../../ui/cn';
import type { OptionChoice } from '../lib/cart';
import { choiceOf, initialSelection, isSingle, missingGroups, toggleOption, type Selection } from '../lib/option-choice';
import { DishLabels } from './DishLabels';
import { MinusIcon, PlusIcon } from './icons';
import { Modal } from './Modal';

interface OptionSheetProps {
  product: Product | null;
  /** The card's quantity when the sheet opened (at least 1). */
  initialQuantity: number;
  formatPrice: (amount: number) => string;
  onClose: () => void;
  onAdd: (product: Product, quantity: number, choice: OptionChoice) => void;
}

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-full text-stone-800 transition-colors hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:text-stone-400';

/**
 * Choosing a dish's options before it goes into the cart: one fieldset per group (radio buttons
 * for a single choice, checkboxes otherwise), sold-out options disabled, the price updated with
 * every pick. Adding waits until every required group has its choice.
 */
export function OptionSheet({ product, initialQuantity, formatPrice, onClose, onAdd }: OptionSheetProps) {
  const { t } = useTranslation('diner');
  const groups = useMemo(() => product?.optionGroups ?? [], [product]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(groups));
  const [quantity, setQuantity] = useState(Math.max(1, initialQuantity));
  const [tried, setTried] = useState(false);

  // A new dish (or the same dish refetched after a menu change) starts over from its defaults.
  useEffect(() => {
    setSelection(initialSelection(groups));
    setQuantity(Math.max(1, initialQuantity));
    setTried(false);
  }, [groups, initialQuantity]);

  if (!product) return null;
  const choice = choiceOf(groups, selection, product.price);
  const missing = missingGroups(groups, selection);

  const submit = () => {
    if (missing.length > 0) {
      setTried(true);
      return;
    }
    onAdd(product, quantity, choice);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={product.name}
      subtitle={t('menuInfo.choose')}
      testId="option-sheet"
      footer={
        <div className="space-y-2">
          {tried && missing.length > 0 && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {t('menuInfo.missing', { groups: missing.map((g) => g.name).join(', ') })}
            </p>
          )}
          <div className="flex items-center gap-2">
            <div className="flex items-center rounded-full bg-white ring-1 ring-stone-200 ring-inset">
              <button
                type="button"
                className={stepButton}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                disabled={quantity <= 1}
                aria-label={t('product.decrease', { name: product.name })}
              >
                <MinusIcon className="size-4" />
              </button>
              <output className="w-7 text-center text-base font-bold tabular-nums" aria-live="polite" aria-label={t('menuInfo.sheetQuantity')}>
                {quantity}
              </output>
              <button
                type="button"
                className={stepButton}
                onClick={() => setQuantity((q) => Math.min(99, q + 1))}
                disabled={quantity >= 99}
                aria-label={t('product.increase', { name: product.name })}
              >
                <PlusIcon className="size-4" />
              </button>
            </div>
            <button
              type="button"
              onClick={submit}
              data-testid="option-sheet-add"
              aria-disabled={missing.length > 0 || !product.isActive}
              disabled={!product.isActive}
              className={cn(
                'inline-flex h-11 min-w-0 flex-1 items-center justify-center rounded-full px-3 text-sm font-bold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
                missing.length === 0 && product.isActive ? 'bg-brand-700 text-white shadow-sm hover:bg-brand-800' : 'bg-stone-300 text-stone-700',
              )}
            >
              <span className="truncate">
                {product.isActive ? t('menuInfo.addWithPrice', { price: formatPrice(choice.unitPrice * quantity) }) : t('product.soldOut')}
              </span>
            </button>
          </div>
        </div>
      }
    >
      <div className="space-y-5 px-4 py-4 sm:px-5">
        <DishLabels product={product} className="flex flex-wrap items-center gap-1.5" />
        {groups.map((g) => (
          <GroupFieldset
            key={g.id}
            group={g}
            chosen={selection[g.id] ?? []}
            invalid={tried && missing.includes(g)}
            formatPrice={formatPrice}
            onToggle={(optionId) => setSelection((s) => toggleOption(s, g, optionId))}
          />
        ))}
      </div>
    </Modal>
  );
}

function ruleText(t: (k: string, o?: Record<string, unknown>) => string, g: ProductOptionGroup): string {
  if (isSingle(g)) return t('menuInfo.chooseOne');
  if (g.minSelect <= 0) return t('menuInfo.chooseUpTo', { count: g.maxSelect });
  return t('menuInfo.chooseBetween', { min: g.minSelect, max: g.maxSelect });
}

function GroupFieldset({
  group,
  chosen,
  invalid,
  formatPrice,
  onToggle,
}: {
  group: ProductOptionGroup;
  chosen: number[];
  invalid: boolean;
  formatPrice: (n: number) => string;
  onToggle: (optionId: number) => void;
}) {
  const { t } = useTranslation('diner');
  const name = useId();
  const single = isSingle(group);
  const required = group.minSelect > 0;
  const full = !single && chosen.length >= group.maxSelect;
  return (
    <fieldset
      className={cn('rounded-xl p-3 ring-1 ring-inset', invalid ? 'ring-red-500' : 'ring-stone-200')}
      data-testid="option-group"
      aria-invalid={invalid || undefined}
    >
      <legend className="px-1 text-base font-semibold text-stone-900">
        {group.name}{' '}
        <span className={cn('ml-1 rounded-full px-2 py-0.5 text-xs font-semibold', required ? 'bg-brand-50 text-brand-800' : 'bg-stone-100 text-stone-700')}>
          {required ? t('menuInfo.required') : t('menuInfo.optional')}
        </span>
      </legend>
      <p className="mb-2 px-1 text-xs text-stone-600">{ruleText(t, group)}</p>
      <ul className="space-y-1">
        {group.options.map((o) => {
          const checked = chosen.includes(o.id);
          const disabled = !o.isActive || (!checked && full);
          return (
            <li key={o.id}>
              <label
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm',
                  checked ? 'bg-brand-50' : 'hover:bg-stone-50',
                  disabled && 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={name}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(o.id)}
                  className="size-5 accent-brand-700"
                />
                <span className={cn('flex-1 text-stone-900', !o.isActive && 'line-through')}>{o.name}</span>
                {!o.isActive ? (
                  <span className="text-xs font-semibold text-stone-600">{t('menuInfo.optionSoldOut')}</span>
                ) : (
                  o.priceDelta !== 0 && (
                    <span className="text-sm font-semibold text-stone-700 tabular-nums">
                      {o.priceDelta > 0 ? '+' : '−'}
                      {formatPrice(Math.abs(o.priceDelta))}
                    </span>
                  )
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
