import './print-sheet.css';
import * as RadixDialog from '@radix-ui/react-dialog';
import { imageUrlAt, type Table } from '@app/contract';
import { Printer, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { LoadingScreen } from '../../../ui/Spinner';
import { loadLogo, tableQrDataUrl } from './qr-render';
import { useRestaurantInfo } from './table-queries';

const PER_PAGE = 6;
/** The guest-facing line is printed in the languages the menu is written and translated in. */
const PRINT_LANGUAGES = ['vi', 'en', 'de'] as const;

interface PrintSheetProps {
  open: boolean;
  onClose: () => void;
  tables: readonly Table[];
}

/** A print preview of every active table's QR card, laid out on A4 pages, printed with the browser. */
export function PrintSheet({ open, onClose, tables }: PrintSheetProps) {
  const { t } = useTranslation('tables');
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className="qr-sheet-root fixed inset-0 z-50 overflow-y-auto bg-zinc-200 outline-none"
          aria-describedby={undefined}
          data-testid="print-sheet"
        >
          <div className="qr-sheet-toolbar sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-zinc-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-base font-semibold text-zinc-900">{t('print.title')}</RadixDialog.Title>
              <p className="text-sm text-zinc-600">{t('print.description', { count: tables.length })}</p>
            </div>
            <RadixDialog.Close asChild>
              <Button variant="secondary">
                <X className="size-4" aria-hidden="true" />
                {t('common:actions.close')}
              </Button>
            </RadixDialog.Close>
            <PrintButton disabled={tables.length === 0} />
          </div>
          {open && <Pages tables={tables} />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function PrintButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('tables');
  return (
    <Button onClick={() => window.print()} disabled={disabled} data-testid="print-button">
      <Printer className="size-4" aria-hidden="true" />
      {t('print.print')}
    </Button>
  );
}

interface Card {
  table: Table;
  qr: string;
}

function Pages({ tables }: { tables: readonly Table[] }) {
  const { t } = useTranslation('tables');
  const info = useRestaurantInfo().data;
  const [cards, setCards] = useState<Card[] | null>(null);
  const [lines, setLines] = useState<string[]>([]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await i18n.loadLanguages([...PRINT_LANGUAGES]);
      const scan = PRINT_LANGUAGES.map((lng) => i18n.getFixedT(lng, 'tables')('print.scan'));
      const logo = await loadLogo(info?.logoUrl);
      // Twice the screen size, so the printed code stays sharp.
      // Only staff who manage tables receive the URLs holding the keys; nothing to print without them.
      const printable = tables.flatMap((table) => (table.qrUrl ? [{ table, url: table.qrUrl }] : []));
      const made = await Promise.all(printable.map(async ({ table, url }) => ({ table, qr: await tableQrDataUrl(url, logo, 2) })));
      if (!cancelled) {
        setLines(scan);
        setCards(made);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [tables, info?.logoUrl]);

  const pages = useMemo(() => {
    const out: Card[][] = [];
    for (let i = 0; i < (cards?.length ?? 0); i += PER_PAGE) out.push(cards!.slice(i, i + PER_PAGE));
    return out;
  }, [cards]);

  if (!cards) return <LoadingScreen label={t('print.preparing')} />;
  if (cards.length === 0) return <p className="p-8 text-center text-sm text-zinc-700">{t('print.none')}</p>;

  const name = info?.name || t('print.restaurantFallback');
  return (
    <div className="qr-sheet-pages flex flex-col items-center gap-6 p-4 sm:p-8">
      {pages.map((page, i) => (
        <section key={i} className="qr-sheet-page shadow-lg" aria-label={t('print.page', { page: i + 1, total: pages.length })}>
          {page.map(({ table, qr }) => (
            <article
              key={table.id}
              className="qr-sheet-card flex flex-col items-center justify-center gap-[2mm] rounded-[3mm] border border-dashed border-zinc-400 p-[4mm] text-center"
              data-testid="print-card"
            >
              <div className="flex items-center gap-[2mm]">
                {info?.logoUrl && <img src={imageUrlAt(info.logoUrl, 160)} alt="" className="size-[7mm] rounded-full object-cover" />}
                <p className="text-[11pt] font-semibold text-zinc-800">{name}</p>
              </div>
              <p className="text-[20pt] leading-none font-bold text-zinc-950">{t('print.table', { number: table.tableNumber })}</p>
              <img src={qr} alt={t('qr.imageLabel', { number: table.tableNumber })} className="size-[52mm]" />
              <p className="text-[9pt] leading-snug font-medium text-zinc-800">{lines.join(' · ')}</p>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
