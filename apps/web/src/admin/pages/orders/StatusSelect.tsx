import { allowedNextStatuses, type OrderStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { Select } from '../../../ui/Select';

interface StatusSelectProps {
  status: OrderStatus;
  onChange: (next: OrderStatus) => void;
  /** Accessible name, e.g. 'Trạng thái đơn #12'. */
  label: string;
  canPay: boolean;
  disabled?: boolean;
  className?: string;
  testId?: string;
}

/** Offers only the moves the contract's state machine allows from the current status. */
export function StatusSelect({ status, onChange, label, canPay, disabled, className, testId }: StatusSelectProps) {
  const { t } = useTranslation('orders');
  const next = allowedNextStatuses(status).filter((s) => s !== 'paid' || canPay);
  const options = [status, ...next].map((s) => ({ value: s, label: t(`status.${s}`) }));
  return (
    <div className={cn('w-40 shrink-0', className)}>
      <Select
        aria-label={label}
        value={status}
        options={options}
        disabled={disabled || next.length === 0}
        onChange={(e) => {
          const value = e.target.value as OrderStatus;
          if (value !== status) onChange(value);
        }}
        className="h-9"
        data-testid={testId}
      />
    </div>
  );
}
