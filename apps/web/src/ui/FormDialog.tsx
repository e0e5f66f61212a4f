import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** While saving: the dialog cannot be closed and the submit button spins. */
  busy: boolean;
  submitLabel: ReactNode;
  submitVariant?: 'primary' | 'danger';
  submitDisabled?: boolean;
  /** The form, given the id the footer's submit button points at. */
  children: (formId: string) => ReactNode;
}

/** A dialog holding one form, with Cancel and a submit button in the footer. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  size,
  busy,
  submitLabel,
  submitVariant = 'primary',
  submitDisabled,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('common');
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      size={size}
      preventClose={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button variant={submitVariant} type="submit" form={formId} loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {open && children(formId)}
    </Dialog>
  );
}
