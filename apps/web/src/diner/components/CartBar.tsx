import { useTranslation } from '../lib/i18n';
import { CartIcon } from './icons';

/** Phones: a bar at the bottom once something is in the cart, so ordering is one thumb away. */
export function CartBar({ count, total, onOpen }: { count: number; total: string; onOpen: () => void }) {
  const { t } = useTranslation('diner');
  if (count === 0) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:hidden">
      <button
        type="button"
        onClick={onOpen}
        className="flex h-13 w-full items-center gap-3 rounded-full bg-brand-700 px-5 text-white shadow-md focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-300"
        data-testid="cart-bar"
      >
        <span className="relative">
          <CartIcon className="size-6" />
          <span className="absolute -top-2 -right-2.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-[11px] font-bold text-brand-800">
            {count}
          </span>
        </span>
        <span className="flex-1 text-left text-base font-bold">{t('cart.view')}</span>
        <span className="text-base font-bold">{total}</span>
      </button>
    </div>
  );
}
