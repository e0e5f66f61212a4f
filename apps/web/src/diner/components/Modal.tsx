/**
 * A small accessible modal on the native <dialog> element (no Radix in the diner chunk):
 * showModal() makes the rest of the page inert and traps focus, Escape closes, the title
 * labels it. `busy` blocks every way of closing (Escape, backdrop, close button) while an
 * order is being sent. `variant="drawer"` slides in from the right (the cart panel).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { cn } from '../../ui/cn';
import { CloseIcon } from './icons';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Under the title (e.g. 'Bàn #5'). */
  subtitle?: ReactNode;
  /** Extra buttons beside the close button in the header. */
  headerActions?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  busy?: boolean;
  variant?: 'center' | 'drawer';
  /** Centered modals: width and the largest height (the history dialog is 80vh). */
  size?: 'md' | 'lg';
  maxHeight?: string;
  /** e.g. 'cart-dialog' for tests and styling hooks. */
  testId?: string;
}

let openCount = 0;

/** The page behind a modal must not scroll on phones (iOS scrolls it through the backdrop). */
function lockScroll(lock: boolean) {
  openCount = Math.max(0, openCount + (lock ? 1 : -1));
  document.documentElement.style.overflow = openCount > 0 ? 'hidden' : '';
}

export function Modal({
  open,
  onClose,
  title,
  subtitle,
  headerActions,
  children,
  footer,
  busy = false,
  variant = 'center',
  size = 'md',
  maxHeight = 'max-h-[90dvh]',
  testId,
}: ModalProps) {
  const { t } = useTranslation('diner');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      lockScroll(true);
      return () => {
        lockScroll(false);
        if (dialog.open) dialog.close();
      };
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      if (!busyRef.current) onCloseRef.current();
    };
    // Clicks on the ::backdrop land on the dialog element itself.
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog && !busyRef.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  const drawer = variant === 'drawer';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      aria-busy={busy || undefined}
      data-testid={testId}
      className={cn(
        'overflow-hidden bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/55 backdrop:backdrop-blur-[2px]',
        drawer
          ? 'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md rounded-none sm:rounded-l-2xl'
          : cn('m-auto w-[calc(100%-1.5rem)] rounded-2xl', maxHeight, size === 'lg' ? 'max-w-2xl' : 'max-w-lg'),
        open && 'flex flex-col',
      )}
    >
      <div className="flex items-center gap-2 border-b border-stone-200 py-3 pr-3 pl-4 sm:pl-5">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-serif text-xl font-semibold leading-tight text-stone-900">
            {title}
          </h2>
          {subtitle && <p className="mt-0.5 text-sm text-stone-600">{subtitle}</p>}
        </div>
        {headerActions}
        <button
          type="button"
          onClick={() => !busy && onClose()}
          disabled={busy}
          aria-label={t('dialog.close')}
          title={t('dialog.close')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-40"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{open && children}</div>
      {open && footer && <div className="border-t border-stone-200 bg-stone-50 px-4 py-3 sm:px-5">{footer}</div>}
    </dialog>
  );
}
