import { memo, useId, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import type { Product } from '@app/contract';
import { cn } from '../../ui/cn';
import { DISH_IMAGE_SIZES, imageSrcSet } from '../lib/images';
import { DishImage } from './DishImage';
import { DishLabels } from './DishLabels';
import { MinusIcon, PlusIcon, StarIcon } from './icons';

/** Longer descriptions are clamped with 'Xem thêm'. */
export const DESCRIPTION_CLAMP_CHARS = 80;

interface ProductCardProps {
  product: Product;
  quantity: number;
  inCart: number;
  formatPrice: (amount: number) => string;
  onQuantityChange: (productId: number, quantity: number) => void;
  onAdd: (product: Product, quantity: number) => void;
  eagerImage?: boolean;
}

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-full text-stone-800 transition-colors hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';

export const ProductCard = memo(function ProductCard({ product, quantity, inCart, formatPrice, onQuantityChange, onAdd, eagerImage }: ProductCardProps) {
  const { t } = useTranslation('diner');
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const available = product.isActive;
  const description = product.description?.trim() ?? '';
  const long = description.length > DESCRIPTION_CLAMP_CHARS;
  // A dish with options opens its option sheet, even before a quantity is picked.
  const hasOptions = (product.optionGroups ?? []).length > 0;
  const canAdd = available && (quantity > 0 || hasOptions);

  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80 transition-shadow hover:shadow-md"
      data-testid="product-card"
      data-product-id={product.id}
    >
      <div className="relative">
        <DishImage
          url={product.imageUrl}
          srcSet={imageSrcSet(product.imageUrl)}
          sizes={DISH_IMAGE_SIZES}
          className="aspect-[16/10] w-full sm:aspect-[4/3]"
          eager={eagerImage}
          dim={!available}
        />
        {product.isFeatured && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-bold text-amber-950 shadow-sm">
            <StarIcon className="size-3.5" />
            {t('product.featured')}
          </span>
        )}
        <span
          className={cn(
            'absolute top-3 right-3 rounded-full px-2.5 py-1 text-xs font-bold shadow-sm',
            available ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-300' : 'bg-stone-800 text-white',
          )}
        >
          {available ? t('product.available') : t('product.soldOut')}
        </span>
      </div>

      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-serif text-lg leading-snug font-semibold text-stone-900">{product.name}</h3>
          <p className="shrink-0 pt-0.5 text-base font-bold whitespace-nowrap text-brand-800">{formatPrice(product.price)}</p>
        </div>

        <div className="mt-1.5 min-h-10 text-sm leading-5 text-stone-600">
          {description ? (
            <>
              <p id={descriptionId} className={cn(!expanded && 'line-clamp-2')}>
                {description}
              </p>
              {long && (
                <button
                  type="button"
                  onClick={() => setExpanded((e) => !e)}
                  aria-expanded={expanded}
                  aria-controls={descriptionId}
                  className="mt-0.5 rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  {expanded ? t('product.less') : t('product.more')}
                </button>
              )}
            </>
          ) : (
            <p className="italic text-stone-500">{t('product.noDescription')}</p>
          )}
        </div>
        <DishLabels product={product} />

        <div className="mt-auto flex items-center gap-2 pt-4">
          <div className="flex items-center rounded-full bg-stone-50 ring-1 ring-stone-200 ring-inset">
            <button
              type="button"
              className={stepButton}
              onClick={() => onQuantityChange(product.id, quantity - 1)}
              disabled={!available || quantity <= 0}
              aria-label={t('product.decrease', { name: product.name })}
            >
              <MinusIcon className="size-4" />
            </button>
            <output
              className="w-7 text-center text-base font-bold tabular-nums text-stone-900"
              aria-live="polite"
              aria-label={t('product.quantity', { name: product.name })}
            >
              {quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              onClick={() => onQuantityChange(product.id, quantity + 1)}
              disabled={!available || quantity >= 99}
              aria-label={t('product.increase', { name: product.name })}
            >
              <PlusIcon className="size-4" />
            </button>
          </div>
          {/* aria-disabled, not disabled: after adding, the quantity resets to 0 and a disabled
              button would drop keyboard focus to the page body. */}
          <button
            type="button"
            onClick={() => canAdd && onAdd(product, quantity)}
            data-testid="add-to-cart"
            aria-disabled={!canAdd}
            aria-haspopup={hasOptions ? 'dialog' : undefined}
            className={cn(
              'inline-flex h-11 min-w-0 flex-1 items-center justify-center rounded-full px-3 text-sm font-bold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
              canAdd ? 'bg-brand-700 text-white shadow-sm hover:bg-brand-800' : 'cursor-not-allowed bg-stone-200 text-stone-600',
            )}
          >
            <span className="truncate">
              {!available ? t('product.soldOut') : hasOptions ? t('menuInfo.choose') : quantity > 0 ? t('product.addMore') : t('product.add')}
            </span>
          </button>
        </div>
        {inCart > 0 && <p className="mt-2 text-xs font-semibold text-emerald-800">{t('product.inCart', { count: inCart })}</p>}
      </div>
    </article>
  );
});
