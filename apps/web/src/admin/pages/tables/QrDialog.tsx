import type { Table } from '@app/contract';
import { Copy, Download, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { Input } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { useCan } from '../../session/session-context';
import { errorText } from '../../lib/errors';
import { drawTableQr, loadLogo, QR_SIZE } from './qr-render';
import { rotateTableKey, useRestaurantInfo, useTableUpdated } from './table-queries';

interface QrDialogProps {
  table: Table | null;
  onClose: () => void;
}

/** The table's QR code (its diner URL with the secret key), to copy, download, or invalidate by a new key. */
export function QrDialog({ table, onClose }: QrDialogProps) {
  const { t } = useTranslation('tables');
  const canManage = useCan('tables.manage');
  const confirm = useConfirm();
  const updated = useTableUpdated();
  const logoUrl = useRestaurantInfo().data?.logoUrl;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [rotating, setRotating] = useState(false);

  useEffect(() => {
    setQrUrl(table?.qrUrl ?? null);
  }, [table?.id, table?.qrUrl]);

  useEffect(() => {
    if (!qrUrl) return;
    let cancelled = false;
    setDrawn(false);
    void loadLogo(logoUrl).then(async (logo) => {
      // The canvas mounts with the dialog's content, a frame after it opens.
      await new Promise((r) => requestAnimationFrame(r));
      if (cancelled || !canvas.current) return;
      await drawTableQr(canvas.current, qrUrl, logo);
      if (!cancelled) setDrawn(true);
    });
    return () => {
      cancelled = true;
    };
  }, [qrUrl, logoUrl]);

  if (!table) return <Dialog open={false} onOpenChange={onClose} title="" />;

  const copy = async () => {
    if (!qrUrl) return;
    try {
      await navigator.clipboard.writeText(qrUrl);
      toast.success(t('qr.copied'));
    } catch {
      toast.error(t('qr.copyFailed'));
    }
  };

  const download = () => {
    if (!canvas.current) return;
    const a = document.createElement('a');
    a.href = canvas.current.toDataURL('image/png');
    a.download = `qr-ban-${table.tableNumber}.png`;
    a.click();
  };

  const rotate = async () => {
    const ok = await confirm({
      title: t('qr.rotateTitle'),
      description: t('qr.rotateDescription', { number: table.tableNumber }),
      confirmLabel: t('qr.rotateConfirm'),
    });
    if (!ok) return;
    setRotating(true);
    try {
      const next = await rotateTableKey(table.id);
      setQrUrl(next.qrUrl);
      updated(next);
      toast.success(t('qr.rotated'));
    } catch (err) {
      toast.error(errorText(err, t('qr.rotateFailed')));
    } finally {
      setRotating(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('qr.title', { number: table.tableNumber })}
      description={t('qr.description')}
      preventClose={rotating}
      footer={
        <>
          {canManage && (
            <Button variant="secondary" onClick={() => void rotate()} loading={rotating} className="sm:mr-auto">
              <KeyRound className="size-4" aria-hidden="true" />
              {t('qr.rotate')}
            </Button>
          )}
          <Button onClick={download} disabled={!drawn}>
            <Download className="size-4" aria-hidden="true" />
            {t('qr.download')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-4">
        <div className="relative rounded-2xl border border-zinc-200 bg-white p-3 shadow-xs">
          <canvas
            ref={canvas}
            width={QR_SIZE}
            height={QR_SIZE}
            className="block size-[200px]"
            role="img"
            aria-label={t('qr.imageLabel', { number: table.tableNumber })}
            data-testid="qr-canvas"
            data-qr-value={qrUrl ?? ''}
          />
          {!drawn && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/80">
              <Spinner label={t('common:states.loading')} className="text-brand-700" />
            </div>
          )}
        </div>
        <div className="w-full">
          <label htmlFor="qr-url" className="mb-1.5 block text-sm font-medium text-zinc-800">
            {t('qr.url')}
          </label>
          <div className="flex gap-2">
            <Input id="qr-url" value={qrUrl ?? ''} readOnly onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" data-testid="qr-url" />
            <Button variant="secondary" size="icon" onClick={() => void copy()} aria-label={t('qr.copy')} title={t('qr.copy')}>
              <Copy className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <p className="mt-2 text-xs text-zinc-600">{t('qr.keyHint')}</p>
        </div>
      </div>
    </Dialog>
  );
}
