import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmOptions {
  title?: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Destructive bulk actions (delete all) ask a second time with this text. */
  doubleCheck?: { title?: string; description?: ReactNode; confirmLabel?: string };
}

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, tone = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title ?? t('confirm.title')}
      description={description}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} autoFocus>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    />
  );
}

type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<ConfirmFn | null>(null);

interface Pending {
  options: ConfirmOptions;
  step: 1 | 2;
}

/** Mount once near the root; then `await confirm({...})` anywhere below it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((options) => {
    resolver.current?.(false);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setPending({ options, step: 1 });
    });
  }, []);

  const finish = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setPending(null);
  };

  const accept = () => {
    if (pending?.step === 1 && pending.options.doubleCheck) {
      setPending({ ...pending, step: 2 });
      return;
    }
    finish(true);
  };

  const second = pending?.options.doubleCheck;
  const options =
    pending?.step === 2 && second
      ? {
          ...pending.options,
          title: second.title ?? t('confirm.againTitle'),
          description: second.description ?? t('confirm.againDescription'),
          confirmLabel: second.confirmLabel ?? pending.options.confirmLabel,
        }
      : pending?.options;

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog key={pending?.step ?? 0} open={pending !== null} {...options} onConfirm={accept} onCancel={() => finish(false)} />
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
