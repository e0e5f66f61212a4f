import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { cn } from '../../ui/cn';
import { MAX_NOTES, MAX_QUANTITY, MIN_QUANTITY, keyOf, parseQuantity, type CartLine, type CartSummary, type LineKey } from '../lib/cart';
import { LineOptions } from './LineOptions';
import { DishImage } from './DishImage';
import { CartIcon, MinusIcon, PlusIcon, TrashIcon } from './icons';
import { Modal } from './Modal';

interface CartPanelProps {
  open: boolean;
  onClose: () => void;
  lines: CartLine[];
  summary: CartSummary;
  /** Current (translated) dish names by id; the stored name is the fallback. */
  nameOf: (line: CartLine) => string;
  formatPrice: (amount: number) => string;
  onQuantity: (key: LineKey, value: unknown) => void;
  onNotes: (key: LineKey, notes: string) => void;
  onRemove: (key: LineKey) => void;
  onClear: () => void;
  onOrder: () => void;
  /** Why ordering is not possible right now (no valid table key, an order still waiting), or null. */
  orderBlocked?: string | null;
  /** This phone's name in the table's shared cart; null while the cart is on this phone only. */
  guestName?: string | null;
  /** The guest may still type a name of their own (once). */
  canRename?: boolean;
  onRename?: (name: string) => void;
}

const stepButton =
  'inline-flex size-10 items-center justify-center rounded-full text-stone-800 transition-colors hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';

/** 'Đơn hàng của bạn': the cart side panel. */
export function CartPanel(props: CartPanelProps) {
  const { t } = useTranslation('diner');
  const { lines, summary, formatPrice } = props;
  const empty = lines.length === 0;

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={t('cart.title')}
      variant="drawer"
      testId="cart-panel"
      footer={
        <div className="space-y-3">
          <div className="flex items-baseline justify-between">
            <span className="text-base font-semibold text-stone-700">{t('cart.total')}</span>
            <span className="text-2xl font-bold text-brand-800" data-testid="cart-total">
              {formatPrice(summary.total)}
            </span>
          </div>
          {props.orderBlocked && (
            <p className="text-sm font-medium text-red-800" data-testid="order-blocked">
              {props.orderBlocked}
            </p>
          )}
          <button
            type="button"
            onClick={props.onOrder}
            disabled={empty || !!props.orderBlocked}
            className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
          >
            {t('cart.order')}
          </button>
        </div>
      }
    >
      {props.guestName !== undefined && props.guestName !== null && (
        <GuestNameField name={props.guestName} canRename={!!props.canRename} onRename={props.onRename} />
      )}
      {empty ? (
        <div className="flex flex-col items-center px-6 py-16 text-center">
          <span className="mb-4 inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <CartIcon className="size-8" />
          </span>
          <p className="font-semibold text-stone-900">{t('cart.empty')}</p>
          <p className="mt-1 max-w-xs text-sm text-stone-600">{t('cart.emptyHint')}</p>
        </div>
      ) : (
        <>
          <div className="flex items-center justify-between border-b border-stone-100 px-4 py-2.5 sm:px-5">
            <p className="text-sm text-stone-700">
              {t('cart.lines')}:{' '}
              <strong className="text-stone-900" data-testid="cart-lines">
                {summary.lines}
              </strong>
            </p>
            <button
              type="button"
              onClick={props.onClear}
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
            >
              <TrashIcon className="size-4" />
              {t('cart.clear')}
            </button>
          </div>
          <ul className="divide-y divide-stone-100">
            {lines.map((line) => (
              <CartLineRow key={keyOf(line)} line={line} {...props} />
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

/** The shared cart's note and this phone's name in it, which the guest can type once. */
function GuestNameField({ name, canRename, onRename }: { name: string; canRename: boolean; onRename?: (name: string) => void }) {
  const { t } = useTranslation('diner');
  const id = useId();
  const [draft, setDraft] = useState('');
  return (
    <div className="border-b border-stone-100 bg-brand-50/60 px-4 py-3 text-sm sm:px-5" data-testid="cart-shared">
      <p className="text-stone-800">{t('cart.shared')}</p>
      {canRename ? (
        <form
          className="mt-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (draft.trim()) onRename?.(draft);
          }}
        >
          <label htmlFor={id} className="block font-medium text-stone-800">
            {t('cart.yourName')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={id}
              value={draft}
              maxLength={40}
              placeholder={name}
              aria-describedby={`${id}-h`}
              onChange={(e) => setDraft(e.target.value)}
              className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm"
              data-testid="guest-name"
            />
            <button
              type="submit"
              disabled={!draft.trim()}
              className="h-10 shrink-0 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:bg-stone-300 disabled:text-stone-600"
            >
              {t('cart.nameSave')}
            </button>
          </div>
          <p id={`${id}-h`} className="mt-1 text-xs text-stone-600">
            {t('cart.nameHint')}
          </p>
        </form>
      ) : (
        <p className="mt-1 font-semibold text-stone-900" data-testid="guest-name-fixed">
          {t('cart.youAre', { name })}
        </p>
      )}
    </div>
  );
}

function CartLineRow({ line, nameOf, formatPrice, onQuantity, onNotes, onRemove, guestName }: CartPanelProps & { line: CartLine }) {
  const { t } = useTranslation('diner');
  const id = useId();
  const name = nameOf(line);
  const key = keyOf(line);
  // A draft lets the guest clear the field and type a new number; it is committed on every valid change and on blur.
  const [draft, setDraft] = useState(String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  return (
    <li className="px-4 py-4 sm:px-5" data-testid="cart-line">
      <div className="flex gap-3">
        <DishImage url={line.imageUrl} className="size-16 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold leading-snug text-stone-900">{name}</p>
              <LineOptions names={line.options} />
              {line.id && line.addedBy ? (
                <p className="text-xs font-medium text-stone-600" data-testid="cart-line-by">
                  {t('cart.addedBy', { name: line.addedBy })}
                </p>
              ) : (
                !line.id &&
                guestName != null && (
                  <p className="text-xs font-medium text-amber-800" data-testid="cart-line-waiting">
                    {t('cart.waiting')}
                  </p>
                )
              )}
            </div>
            <button
              type="button"
              onClick={() => onRemove(key)}
              aria-label={t('cart.remove', { name })}
              title={t('cart.remove', { name })}
              className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
            >
              <TrashIcon className="size-4" />
            </button>
          </div>
          <div className="mt-1 flex items-center justify-between gap-2">
            <p className="text-sm text-stone-600">{t('cart.unitTimes', { price: formatPrice(line.price), quantity: line.quantity })}</p>
            <p className="font-bold text-stone-900">{formatPrice(line.price * line.quantity)}</p>
          </div>
          <div className="mt-2 flex items-center gap-2">
            <label htmlFor={`${id}-q`} className="mr-auto text-sm text-stone-700">
              {t('cart.quantity')}
            </label>
            <div className="flex items-center rounded-full bg-stone-50 ring-1 ring-stone-200 ring-inset">
              <button
                type="button"
                className={stepButton}
                onClick={() => onQuantity(key, line.quantity - 1)}
                disabled={line.quantity <= MIN_QUANTITY}
                aria-label={t('product.decrease', { name })}
              >
                <MinusIcon className="size-4" />
              </button>
              <input
                id={`${id}-q`}
                type="number"
                inputMode="numeric"
                min={MIN_QUANTITY}
                max={MAX_QUANTITY}
                value={draft}
                onChange={(e) => {
                  setDraft(e.target.value);
                  if (e.target.value.trim() !== '') onQuantity(key, e.target.value);
                }}
                onBlur={() => {
                  const q = parseQuantity(draft);
                  setDraft(String(q));
                  onQuantity(key, q);
                }}
                className="h-10 w-12 appearance-none rounded-md border-0 bg-transparent text-center text-base font-bold tabular-nums text-stone-900 focus:ring-2 focus:ring-brand-600 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
                data-testid="cart-quantity"
              />
              <button
                type="button"
                className={stepButton}
                onClick={() => onQuantity(key, line.quantity + 1)}
                disabled={line.quantity >= MAX_QUANTITY}
                aria-label={t('product.increase', { name })}
              >
                <PlusIcon className="size-4" />
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="mt-3">
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-n`} className="text-sm font-medium text-stone-700">
            {t('cart.notes')}
          </label>
          <span id={`${id}-c`} className={cn('text-xs tabular-nums', line.notes.length >= MAX_NOTES ? 'text-red-700' : 'text-stone-500')}>
            {line.notes.length}/{MAX_NOTES}
          </span>
        </div>
        <textarea
          id={`${id}-n`}
          value={line.notes}
          maxLength={MAX_NOTES}
          rows={2}
          onChange={(e) => onNotes(key, e.target.value)}
          placeholder={t('cart.notesPlaceholder')}
          aria-describedby={`${id}-c`}
          className="mt-1 block w-full resize-none rounded-lg border border-stone-300 px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm"
          data-testid="cart-notes"
        />
      </div>
    </li>
  );
}
