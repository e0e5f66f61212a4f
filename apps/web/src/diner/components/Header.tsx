import { useTranslation } from '../lib/i18n';
import type { Language, RestaurantInfo } from '@app/contract';
import { cn } from '../../ui/cn';
import { nativeLanguageName } from '../lib/language';
import { linkClick } from '../lib/router';
import { CartIcon, ChevronDownIcon, GlobeIcon, HistoryIcon } from './icons';
import { RestaurantLogo } from './RestaurantLogo';

interface HeaderProps {
  restaurant: RestaurantInfo | null;
  loading: boolean;
  tableNumber: string | null;
  languages: Language[];
  language: string;
  switchingTo: string | null;
  onLanguageChange: (code: string) => void;
  /** The guest's own open orders (the history button's badge). */
  activeOrderCount: number;
  onOpenHistory: (() => void) | null;
  cartCount: number;
  onOpenCart: () => void;
}

const iconButton =
  'relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

const FALLBACK_LANGUAGES = [
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
];

export function Header(props: HeaderProps) {
  const { t } = useTranslation('diner');
  const { restaurant, loading, tableNumber, cartCount } = props;
  const name = restaurant?.name || (loading ? t('header.loading') : t('header.restaurantFallback'));
  const active = props.languages.filter((l) => l.isActive !== false);
  const options = active.length ? active.map((l) => ({ code: l.code, name: l.name })) : FALLBACK_LANGUAGES;
  const shown = props.switchingTo ?? props.language;

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        {/* The name is visible text, so the link's accessible name starts with what is on screen. */}
        <a
          href="/"
          onClick={linkClick('/')}
          className="mr-1 flex min-w-0 flex-1 items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <RestaurantLogo url={restaurant?.logoUrl ?? null} className="size-10" />
          <div className="min-w-0">
            <h1 className="block truncate font-serif text-[17px] font-semibold leading-tight text-stone-900 sm:text-xl" data-testid="restaurant-name">
              {name}
            </h1>
            {tableNumber && (
              <span className="mt-0.5 inline-flex items-center rounded-full bg-brand-50 px-2 py-px text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
                {t('header.table', { number: tableNumber })}
              </span>
            )}
            <span className="sr-only"> {t('header.homeHint')}</span>
          </div>
        </a>

        <label
          className={cn(
            'relative inline-flex h-10 shrink-0 items-center gap-1 rounded-full px-2 text-sm font-semibold text-stone-700 uppercase ring-1 ring-stone-300 ring-inset sm:px-2.5',
            'transition-colors hover:bg-stone-50 has-[select:focus-visible]:ring-2 has-[select:focus-visible]:ring-brand-600',
          )}
        >
          <GlobeIcon className={cn('hidden size-4 sm:block', props.switchingTo && 'animate-spin')} />
          <span aria-hidden="true">{shown.slice(0, 2)}</span>
          <ChevronDownIcon className={cn('size-3.5 text-stone-500', props.switchingTo && 'animate-pulse')} />
          <span className="sr-only">{props.switchingTo ? t('language.switching') : t('language.label')}</span>
          {/* The phone's own picker, laid invisibly over the compact label. */}
          <select
            className="absolute inset-0 cursor-pointer opacity-0"
            value={shown}
            onChange={(e) => props.onLanguageChange(e.target.value)}
            aria-label={t('language.label')}
            data-testid="language-select"
          >
            {options.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {nativeLanguageName(l.code, l.name)}
              </option>
            ))}
          </select>
        </label>

        {props.onOpenHistory && (
          <button
            type="button"
            className={iconButton}
            onClick={props.onOpenHistory}
            aria-label={props.activeOrderCount > 0 ? t('header.historyActive', { count: props.activeOrderCount }) : t('header.history')}
            title={t('header.history')}
            data-testid="history-button"
          >
            <HistoryIcon className="size-6" />
            {props.activeOrderCount > 0 && (
              <span
                className="absolute -top-0.5 -right-0.5 inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-[11px] font-bold text-white ring-2 ring-white"
                data-testid="history-badge"
                aria-hidden="true"
              >
                {props.activeOrderCount}
              </span>
            )}
          </button>
        )}

        <button
          type="button"
          className={iconButton}
          onClick={props.onOpenCart}
          aria-label={cartCount > 0 ? t('header.cartWithCount', { count: cartCount }) : t('header.cart')}
          title={t('header.cart')}
          data-testid="cart-button"
        >
          <CartIcon className="size-6" />
          {cartCount > 0 && (
            <span
              className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white ring-2 ring-white"
              data-testid="cart-badge"
              aria-hidden="true"
            >
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          )}
        </button>
      </div>
    </header>
  );
}
