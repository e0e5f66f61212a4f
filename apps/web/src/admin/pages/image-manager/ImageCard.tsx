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
          alt={file.fileName}
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
      <div className="flex flex-1 items-start gap-2 p-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-zinc-900" title={file.fileName}>
            {file.fileName}
          </p>
          <p className="mt-0.5 text-xs text-zinc-600 tabular-nums">
            {formatBytes(file.size, i18n.language)} · {file.width}×{file.height}
          </p>
          <p className="text-xs text-zinc-600 tabular-nums">{formatDateTime(file.createdAt)}</p>
        </div>
        <Button
          size="icon"
          variant="ghost"
          className="size-9 text-red-700 hover:bg-red-50"
          aria-label={t('card.delete', { name: file.fileName })}
          loading={deleting}
          onClick={() => onDelete(file)}
        >
          {!deleting && <Trash2 className="size-4" aria-hidden="true" />}
        </Button>
      </div>
    </li>
  );
}
