import './restaurant-categories.css';
import { ArrowLeft, FolderTree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { LoadingScreen } from '../../../ui/Spinner';
import { CategoryCard } from './CategoryCard';
import { useMenuCategories, useRestaurantHeader } from './restaurant-categories.api';

/** Full-screen page outside the admin layout (its own guard): the menu's top-level categories. */
export function RestaurantCategoriesPage() {
  const { t, i18n } = useTranslation('restaurantCategories');
  // Names in the staff member's language where the menu has a translation.
  const lang = i18n.resolvedLanguage ?? 'vi';
  const categories = useMenuCategories(lang);
  const info = useRestaurantHeader();

  const all = categories.data ?? [];
  const top = all.filter((c) => c.parentId === null);
  const name = info.data?.name || t('restaurantFallback');

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/60 to-zinc-50">
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-brand-800">{name}</p>
            <h1 className="mt-1 text-3xl font-semibold tracking-tight text-zinc-900">{t('title')}</h1>
            <p className="mt-2 text-sm text-zinc-600">{t('description')}</p>
          </div>
          <Link to="/admin" className={buttonClasses('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('back')}
          </Link>
        </div>

        {categories.isPending ? (
          <LoadingScreen label={t('loading')} />
        ) : categories.isError ? (
          <LoadError message={t('loadFailed')} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
        ) : top.length === 0 ? (
          <EmptyState icon={<FolderTree className="size-6" />} title={t('empty')} />
        ) : (
          <ul className="grid gap-x-6 gap-y-10 pt-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="restaurant-categories">
            {top.map((c, i) => (
              <CategoryCard
                key={c.id}
                category={c}
                index={i}
                logoUrl={info.data?.logoUrl}
                restaurantName={name}
                childCount={all.filter((k) => k.parentId === c.id).length}
              />
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
