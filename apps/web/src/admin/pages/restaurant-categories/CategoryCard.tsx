import { imageSrcSet, imageUrlAt, type Category } from '@app/contract';
import { ChefHat } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { CategoryIcon } from '../menu-shared/category-icons';

/** Delay between two cards' entrance. */
const STAGGER_MS = 70;

interface CategoryCardProps {
  category: Category;
  index: number;
  logoUrl: string | null | undefined;
  restaurantName: string;
  childCount: number;
}

/** A top-level category: its picture, the restaurant's round logo on top, then name, icon and slug. */
export function CategoryCard({ category: c, index, logoUrl, restaurantName, childCount }: CategoryCardProps) {
  const { t } = useTranslation('restaurantCategories');
  const style = { animationDelay: `${index * STAGGER_MS}ms` } as CSSProperties;
  return (
    <li className="rc-card" style={style} data-testid="restaurant-category-card">
      <Link
        to={`/admin/products?category=${encodeURIComponent(c.slug)}`}
        className={cn(
          'group flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md',
          focusRing,
        )}
      >
        <div className="relative aspect-[4/3] bg-gradient-to-br from-brand-50 to-brand-100">
          {c.image ? (
            <img
              src={imageUrlAt(c.image, 480)}
              srcSet={imageSrcSet(c.image)}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              alt=""
              loading={index < 3 ? 'eager' : 'lazy'}
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-brand-700">
              <CategoryIcon name={c.icon} className="size-14" />
            </div>
          )}
          {!c.isActive && (
            <span className="absolute top-3 right-3 rounded-full bg-zinc-900/80 px-2.5 py-1 text-xs font-medium text-white">{t('inactive')}</span>
          )}
        </div>
        <div className="relative flex flex-1 flex-col items-center px-5 pt-10 pb-5 text-center">
          <div className="absolute -top-8 left-1/2 flex size-16 -translate-x-1/2 items-center justify-center overflow-hidden rounded-full border-4 border-white bg-brand-700 text-white shadow-md">
            {logoUrl ? (
              <img src={imageUrlAt(logoUrl, 160)} alt={t('logoAlt', { name: restaurantName })} className="size-full object-cover" />
            ) : (
              <ChefHat className="size-7" aria-hidden="true" />
            )}
          </div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
            <CategoryIcon name={c.icon} className="size-5 text-brand-700" />
            {c.name}
          </h2>
          <p className="mt-1 font-mono text-xs text-zinc-600">/{c.slug}</p>
          <p className="mt-3 text-sm text-zinc-700">{t('children', { count: childCount })}</p>
        </div>
      </Link>
    </li>
  );
}
