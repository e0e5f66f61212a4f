import { useTranslation } from '../../lib/i18n';
import { ReceiptIcon } from '../icons';

/** The 'Hóa đơn' entry next to the order history. */
export function BillButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('diner');
  return (
    <div className="mx-auto mt-3 flex max-w-6xl justify-end px-3 sm:px-6">
      <button
        type="button"
        onClick={onOpen}
        data-testid="open-bill"
        className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-900 shadow-sm ring-1 ring-stone-300 hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <ReceiptIcon className="size-5" />
        {t('bill.open')}
      </button>
    </div>
  );
}
