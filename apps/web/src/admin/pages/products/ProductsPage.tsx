import { labelStationFor, type Product } from '@app/contract';
import { Plus, UtensilsCrossed } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { Select } from '../../../ui/Select';
import { useListState, useStepBackToLastPage } from '../../lib/use-list-state';
import { useCan, useUser } from '../../session/session-context';
import { useAdminCategories, useAdminProducts } from '../menu-shared/menu-queries';
import { SearchBox } from '../../../ui/SearchBox';
import { DeleteProductDialog } from './DeleteProductDialog';
import { productColumns } from './product-columns';
import { categoryScope, filterProducts, type StatusFilter } from './product-filter';
import { useProductSwitch } from './product-mutations';
import { ProductFormDialog } from './ProductFormDialog';

/** Ten dishes per page. */
const PAGE_SIZE = 10;
const STATUS_FILTERS: StatusFilter[] = ['all', 'active', 'inactive', 'featured'];

export function ProductsPage() {
  const { t } = useTranslation(['products', 'admin']);
  const user = useUser();
  const canManage = useCan('products.manage');
  const station = labelStationFor(user.role);
  const list = useListState({ filters: { category: '', status: 'all' as StatusFilter }, allowed: { status: STATUS_FILTERS } });
  const { search, page, setPage } = list;
  const { status } = list.filters;
  // `?category=<slug>` also comes from links elsewhere in the back office (a category's dishes).
  const slug = list.filters.category || null;
  const products = useAdminProducts();
  const categories = useAdminCategories();
  const toggle = useProductSwitch();
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const allCategories = useMemo(() => categories.data ?? [], [categories.data]);
  const scope = useMemo(() => categoryScope(allCategories, categories.data ? slug : null), [allCategories, categories.data, slug]);
  const rows = useMemo(() => filterProducts(products.data ?? [], { search, scope, status }), [products.data, search, scope, status]);
  const totalPages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  useStepBackToLastPage(list, products.data && categories.data ? totalPages : undefined);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const chooseCategory = (next: string) => list.setFilters({ category: next });

  const categoryOptions = useMemo(
    () =>
      allCategories
        .filter((c) => c.parentId === null)
        .flatMap((parent) => [
          { value: parent.slug, label: parent.originalName },
          ...allCategories.filter((c) => c.parentId === parent.id).map((c) => ({ value: c.slug, label: `\u2003${c.originalName}` })),
        ]),
    [allCategories],
  );
  const unknownSlug = Boolean(slug && categories.data && !allCategories.some((c) => c.slug === slug));

  const columns = productColumns({
    t,
    canManage,
    pendingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
    onAvailability: (p, isActive) => toggle.mutate({ id: p.id, isActive }),
    onFeatured: (p, isFeatured) => toggle.mutate({ id: p.id, isFeatured }),
    onEdit: setEditing,
    onDelete: setDeleting,
  });

  const title = station && !canManage ? t(`admin:nav.station.${station}.products`) : t('admin:pages.products.title');
  const description = canManage ? t('admin:pages.products.description') : t('stationHint');

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          canManage && (
            <>
              <Link
                to="/admin/option-groups"
                className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50"
              >
                {t('optionGroups.open')}
              </Link>
              <Button onClick={() => setEditing(null)}>
                <Plus className="size-4" aria-hidden="true" />
                {t('add')}
              </Button>
            </>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox value={search} onChange={list.setSearch} label={t('search')} placeholder={t('searchPlaceholder')} />
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <label className="sr-only" htmlFor="product-category-filter">
            {t('filters.category')}
          </label>
          <Select id="product-category-filter" value={unknownSlug ? '' : (slug ?? '')} onChange={(e) => chooseCategory(e.target.value)} className="lg:w-56">
            <option value="">{t('filters.allCategories')}</option>
            {categoryOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
          <label className="sr-only" htmlFor="product-status-filter">
            {t('filters.status')}
          </label>
          <Select
            id="product-status-filter"
            value={status}
            onChange={(e) => list.setFilters({ status: e.target.value as StatusFilter })}
            options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`filters.${s}`) }))}
            className="lg:w-44"
          />
        </div>
        {products.data && (
          <p className="text-sm text-zinc-600 lg:ml-auto" aria-live="polite">
            {t('count', { count: rows.length })}
          </p>
        )}
      </div>
      {unknownSlug && (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset" role="status">
          {t('unknownCategory', { slug })}
        </p>
      )}

      {products.isError ? (
        <LoadError message={t('toast.loadFailed')} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : (
        <DataTable
          columns={columns}
          rows={shown}
          rowKey={(p) => p.id}
          loading={products.isPending}
          caption={title}
          rowClassName={(p) => (p.isActive ? undefined : 'bg-zinc-50/80')}
          empty={<EmptyState icon={<UtensilsCrossed className="size-6" />} title={search || slug || status !== 'all' ? t('noMatch') : t('empty')} />}
        />
      )}
      <Pager page={current} totalPages={totalPages} onPageChange={setPage} className="mt-6" />

      {canManage && (
        <>
          <ProductFormDialog
            open={editing !== undefined}
            product={editing ?? null}
            categories={allCategories}
            defaultCategorySlug={slug}
            onClose={() => setEditing(undefined)}
          />
          <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </>
  );
}
