import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { focusRing } from './Button';
import { cn } from './cn';

interface PopoverProps {
  /** Accessible name of the trigger button (and of the panel unless `title` is given). */
  label: string;
  /** Visible content of the trigger (an icon, a badge ...). */
  trigger: ReactNode;
  /** Heading shown at the top of the panel and used as its accessible name. */
  title?: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  triggerClassName?: string;
  panelClassName?: string;
  /** data-testid of the trigger; the panel gets `${testId}-panel`. */
  testId?: string;
}

/**
 * A small non-modal panel under a header button (settings, a compact list). Closes on Esc
 * (focus returns to the trigger) and on a click outside; on phones it spans the screen width.
 */
export function Popover({ label, trigger, title, children, triggerClassName, panelClassName, testId }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) close(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
        className={cn(focusRing, triggerClassName)}
        data-testid={testId}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={title ? undefined : label}
          aria-labelledby={title ? titleId : undefined}
          tabIndex={-1}
          data-testid={testId ? `${testId}-panel` : undefined}
          className={cn(
            'fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col rounded-xl border border-zinc-200 bg-white shadow-xl outline-none',
            'sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96',
            'data-[open]:animate-[fade-in_120ms_ease-out]',
            panelClassName,
          )}
          data-open=""
        >
          {title && (
            <div id={titleId} className="shrink-0 border-b border-zinc-200 px-4 py-3 text-sm font-semibold text-zinc-900">
              {title}
            </div>
          )}
          {typeof children === 'function' ? children(() => close()) : children}
        </div>
      )}
    </div>
  );
}
