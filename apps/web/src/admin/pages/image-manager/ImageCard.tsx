import { imageSrcSet, imageUrlAt, type UploadedFile } from '@app/contract';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatBytes } from './images.api';

export function ImageCard({ file, deleting, onDelete }: { file: UploadedFile; deleting: boolean; onDelete: (file: UploadedFile) => void }) {
  const { t, i18n } = useTranslation('images');
  return (
    <li className="group flex flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs" data-testid="image-card">
      <div className="relative aspect-square bg-zinc-100">
        <img
          src={imageUrlAt(file.url, 480)}
          srcSet={imageSrcSet(file.url)}
          sizes="(min-width: 1280px) 240px, (min-width: 640px) 33vw, 50vw"
          alt={t('card.alt', { date: formatDateTime(file.createdAt) })}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {file.usedBy > 0 && (
          <Badge tone="info" className="absolute top-2 left-2 shadow-sm">
            {t('card.usedBy', { count: file.usedBy })}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <div className="flex items-start justify-between gap-2">
          <p className="pt-1 text-sm font-medium text-zinc-900 tabular-nums">
            {file.width}×{file.height}
          </p>
          <Button
            size="icon"
            variant="ghost"
            className="-mt-1 -mr-1 size-8 text-red-700 hover:bg-red-50"
            aria-label={t('card.delete', { name: file.fileName })}
            loading={deleting}
            onClick={() => onDelete(file)}
          >
            {!deleting && <Trash2 className="size-4" aria-hidden="true" />}
          </Button>
        </div>
        <p className="text-xs text-zinc-600 tabular-nums">{formatBytes(file.size, i18n.language)}</p>
        <p className="text-xs text-zinc-600 tabular-nums">{formatDateTime(file.createdAt)}</p>
        <p className="truncate font-mono text-[11px] text-zinc-500" title={file.fileName}>
          {file.fileName}
        </p>
      </div>
    </li>
  );
}
