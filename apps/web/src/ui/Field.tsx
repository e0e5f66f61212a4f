import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn';

interface FieldProps {
  label: ReactNode;
  /** The control: an <Input>, <Textarea>, <Select> or any element accepting id/aria props. */
  children: ReactElement<ControlProps>;
  error?: string;
  hint?: ReactNode;
  /** e.g. { value: text.length, max: 500 } renders 'n/500'. */
  counter?: { value: number; max: number };
  required?: boolean;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
  id?: string;
}

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** Label + control + hint/error/counter, wired with ids so assistive tech reads the error with the field. */
export function Field({ label, children, error, hint, counter, required, hideLabel, className, id }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? children.props.id ?? `f${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const counterId = counter ? `${controlId}-counter` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId, counterId].filter(Boolean).join(' ') || undefined;

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })
    : children;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {/* The required star sits outside the label so the field's name is exactly the label text. */}
      <div className={cn('flex items-baseline gap-0.5', hideLabel && 'sr-only')}>
        <label htmlFor={controlId} className="text-sm font-medium text-zinc-800">
          {label}
        </label>
        {required && (
          <span className="text-sm text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {control}
      {(hint || counter) && !error && (
        <div className="flex items-start justify-between gap-3 text-xs text-zinc-600">
          {hint ? <p id={hintId}>{hint}</p> : <span />}
          {counter && (
            <p id={counterId} className={cn('tabular-nums', counter.value > counter.max && 'text-red-700')} aria-live="polite">
              {counter.value}/{counter.max}
            </p>
          )}
        </div>
      )}
      {error && (
        <div className="flex items-start justify-between gap-3 text-xs">
          <p id={errorId} className="font-medium text-red-700" role="alert">
            {error}
          </p>
          {counter && (
            <p id={counterId} className="text-zinc-600 tabular-nums">
              {counter.value}/{counter.max}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
