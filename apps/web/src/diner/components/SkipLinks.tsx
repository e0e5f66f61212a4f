import { useTranslation } from '../lib/i18n';

const skip =
  'sr-only rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-300';

/**
 * The first tab stops: straight to the dishes, or straight to the cart, instead of through the
 * header, the carousel and every category chip.
 */
export function SkipLinks({ onOpenCart }: { onOpenCart: () => void }) {
  const { t } = useTranslation('diner');
  return (
    <>
      <a href="#menu" className={skip} data-testid="skip-to-menu">
        {t('skip.menu')}
      </a>
      <a
        href="#cart"
        className={skip}
        data-testid="skip-to-cart"
        onClick={(e) => {
          e.preventDefault();
          onOpenCart();
        }}
      >
        {t('skip.cart')}
      </a>
    </>
  );
}
