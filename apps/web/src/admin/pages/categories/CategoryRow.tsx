import { imageUrlAt, type Category } from '@app/contract';
import { Bot, ChevronRight, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button, buttonClasses, focusRing } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { CategoryIcon } from '../menu-shared/category-icons';

const STATION_TONE: Record<Category['station'], BadgeTone> = { kitchen: 'brand', sushi: 'purple', bar: 'info' };

function hasMachineTranslation(c: Category): boolean {
  return Object.values(c.translations ?? {}).some((fields) => Object.values(fields).some((f) => f.isMachine));
}

interface CategoryRowProps {
  category: Category;
  child?: boolean;
  /** Parent rows: the expand button. */
  expander?: ReactNode;
  childCount?: number;
  onEdit?: (c: Category) => void;
  onDelete?: (c: Category) => void;
}

/** One category line of the tree: picture or icon, names, station, state, link to its dishes, actions. */
export function CategoryRow({ category: c, child = false, expander, childCount, onEdit, onDelete }: CategoryRowProps) {
  const { t } = useTranslation('categories');
  const translatedNames = Object.entries(c.translations ?? {})
    .map(([lang, f]) => (f.name?.text ? `${lang.toUpperCase()}: ${f.name.text}` : null))
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-4', child && 'bg-zinc-50/70 pl-6 sm:pl-14', !c.isActive && 'bg-zinc-50')}
      data-testid={child ? 'category-child' : 'category-parent'}
      data-slug={c.slug}
    >
      {expander ?? (!child && <span className="size-8 shrink-0" aria-hidden="true" />)}
      <div className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-50 text-brand-800 ring-1 ring-brand-100">
        {c.image ? (
          <img src={imageUrlAt(c.image, 160)} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <CategoryIcon name={c.icon} className="size-5" />
        )}
      </div>
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn('font-medium', c.isActive ? 'text-zinc-900' : 'text-zinc-600 line-through decoration-zinc-400', !child && 'text-base')}>
            {c.originalName}
          </span>
          {c.icon && c.image && <CategoryIcon name={c.icon} className="size-4 text-zinc-500" />}
          <Badge tone={STATION_TONE[c.station]}>{t(`station.${c.station}`)}</Badge>
          {c.isActive ? <Badge tone="success">{t('row.active')}</Badge> : <Badge tone="neutral">{t('row.inactive')}</Badge>}
          {hasMachineTranslation(c) && (
            <Badge tone="warning">
              <Bot className="size-3" aria-hidden="true" />
              {t('row.machine')}
            </Badge>
          )}
        </div>
        <p className="mt-0.5 truncate text-xs text-zinc-600">
          <span className="font-mono">/{c.slug}</span>
          <span aria-hidden="true"> · </span>
          {t('row.order', { order: c.displayOrder })}
          {childCount !== undefined && (
            <>
              <span aria-hidden="true"> · </span>
              {t('row.children', { count: childCount })}
            </>
          )}
          {translatedNames && (
            <>
              <span aria-hidden="true"> · </span>
              {translatedNames}
            </>
          )}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Link
          to={`/admin/products?category=${encodeURIComponent(c.slug)}`}
          className={cn(buttonClasses('ghost', 'sm'), 'text-brand-800', focusRing)}
          aria-label={t('row.dishesOf', { name: c.originalName })}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('row.dishes')}</span>
        </Link>
        {onEdit && (
          <Button variant="ghost" size="icon" onClick={() => onEdit(c)} aria-label={t('row.edit', { name: c.originalName })} title={t('common:actions.edit')}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
        )}
        {onDelete && (
          <Button
            variant="ghost"
            size="icon"
            className="text-red-700 hover:bg-red-50"
            onClick={() => onDelete(c)}
            aria-label={t('row.delete', { name: c.originalName })}
            title={t('common:actions.delete')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}

export function Expander({
  open,
  controls,
  name,
  onToggle,
  disabled,
}: {
  open: boolean;
  controls: string;
  name: string;
  onToggle: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('categories');
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('row.collapse', { name }) : t('row.expand', { name })}
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent',
        focusRing,
      )}
    >
      <ChevronRight className={cn('size-5 transition-transform', open && 'rotate-90')} aria-hidden="true" />
    </button>
  );
}
