import { imageUrlAt, type Product } from '@app/contract';
import { Bot, ImageOff, Pencil, Star, Trash2 } from 'lucide-react';
import type { TFunction } from 'i18next';
import { formatVnd } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import type { Column } from '../../../ui/DataTable';
import { Switch } from '../../../ui/Switch';

interface ColumnOptions {
  t: TFunction<'products'>;
  canManage: boolean;
  /** Rows whose switch is waiting for the server. */
  pendingId: number | null;
  onAvailability: (p: Product, isActive: boolean) => void;
  onFeatured: (p: Product, isFeatured: boolean) => void;
  onEdit: (p: Product) => void;
  onDelete: (p: Product) => void;
}

const hasMachineTranslation = (p: Product) => Object.values(p.translations ?? {}).some((f) => Object.values(f).some((v) => v.isMachine));

export function productColumns({ t, canManage, pendingId, onAvailability, onFeatured, onEdit, onDelete }: ColumnOptions): Column<Product>[] {
  const columns: Column<Product>[] = [
    {
      key: 'image',
      header: <span className="sr-only">{t('columns.image')}</span>,
      className: 'w-20',
      cell: (p) =>
        p.imageUrl ? (
          <img
            src={imageUrlAt(p.imageUrl, 160)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 max-w-none rounded-lg bg-zinc-100 object-cover"
          />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-lg bg-zinc-100 text-zinc-500">
            <ImageOff className="size-5" aria-hidden="true" />
          </span>
        ),
    },
    {
      key: 'name',
      header: t('columns.name'),
      cell: (p) => (
        <div className="max-w-xs min-w-40">
          <p className="font-medium text-zinc-900">
            {p.originalName}
            {p.isFeatured && (
              // Where the featured column is hidden (narrow screens), a star keeps the information.
              <span className="ml-1.5 inline-flex align-middle xl:hidden">
                <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
                <span className="sr-only">{t('status.featured')}</span>
              </span>
            )}
          </p>
          {p.description && <p className="line-clamp-1 text-xs text-zinc-600">{p.description}</p>}
          <p className="text-xs text-zinc-700 lg:hidden">{p.categoryName ?? t('noCategory')}</p>
          {hasMachineTranslation(p) && (
            <Badge tone="warning" className="mt-1">
              <Bot className="size-3" aria-hidden="true" />
              {t('translations.machine')}
            </Badge>
          )}
        </div>
      ),
    },
    {
      key: 'category',
      header: t('columns.category'),
      className: 'hidden lg:table-cell',
      cell: (p) => (
        <div className="min-w-28">
          <p className="text-zinc-800">{p.categoryName ?? <span className="text-zinc-600">{t('noCategory')}</span>}</p>
          {p.additionalCategoryNames.length > 0 && <p className="text-xs text-zinc-600">+ {p.additionalCategoryNames.join(', ')}</p>}
        </div>
      ),
    },
    {
      key: 'price',
      header: t('columns.price'),
      align: 'right',
      cell: (p) => <span className="font-medium whitespace-nowrap tabular-nums">{formatVnd(p.price)}</span>,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (p) => (
        <div className="flex items-center gap-2">
          <Switch
            size="sm"
            checked={p.isActive}
            busy={pendingId === p.id}
            onCheckedChange={(v) => onAvailability(p, v)}
            label={t('availabilityLabel', { name: p.originalName })}
          />
          {/* The switch says it to screen readers; the word is shown where there is room. */}
          <span className="hidden xl:inline">
            <Badge tone={p.isActive ? 'success' : 'neutral'}>{p.isActive ? t('status.active') : t('status.inactive')}</Badge>
          </span>
        </div>
      ),
    },
    {
      key: 'featured',
      header: t('columns.featured'),
      align: 'center',
      className: 'hidden xl:table-cell',
      cell: (p) =>
        canManage ? (
          <Switch
            size="sm"
            checked={p.isFeatured}
            busy={pendingId === p.id}
            onCheckedChange={(v) => onFeatured(p, v)}
            label={t('featuredLabel', { name: p.originalName })}
          />
        ) : p.isFeatured ? (
          <Star className="mx-auto size-4 fill-amber-400 text-amber-500" aria-label={t('status.featured')} role="img" />
        ) : (
          <span className="text-zinc-400" aria-hidden="true">
            –
          </span>
        ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      align: 'right',
      cell: (p) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" onClick={() => onEdit(p)} aria-label={t('editLabel', { name: p.originalName })}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-700 hover:bg-red-50"
            onClick={() => onDelete(p)}
            aria-label={t('deleteLabel', { name: p.originalName })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ),
    });
  }
  return columns;
}
