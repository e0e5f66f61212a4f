/** One featured dish: its picture with the name and price laid over it. */
import { useTranslation } from '../lib/i18n';
import type { Product } from '@app/contract';
import { DISH_IMAGE_SIZES, imageSrcSet } from '../lib/images';
import { DishImage } from './DishImage';

export function FeaturedSlide({ product, formatPrice, eager }: { product: Product; formatPrice: (n: number) => string; eager: boolean }) {
  const { t } = useTranslation('diner');
  return (
    <article className="relative overflow-hidden rounded-2xl bg-stone-900 shadow-sm">
      <DishImage url={product.imageUrl} srcSet={imageSrcSet(product.imageUrl)} sizes={DISH_IMAGE_SIZES} className="aspect-[16/10] w-full" eager={eager} />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/90 via-stone-950/60 to-transparent px-4 pt-10 pb-3">
        <h3 className="truncate font-serif text-lg font-semibold text-white">{product.name || t('featured.noName')}</h3>
        <p className="text-sm font-semibold text-amber-200">{product.price ? formatPrice(product.price) : t('featured.noPrice')}</p>
      </div>
    </article>
  );
}
