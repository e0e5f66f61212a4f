import { useSyncExternalStore } from 'react';
import { cn } from '../../ui/cn';
import { currentToasts, dismissToast, subscribeToasts, type ToastTone } from '../lib/toasts';
import { AlertIcon, CheckIcon } from './icons';

const tones: Record<ToastTone, string> = {
  success: 'bg-zinc-900 text-white',
  info: 'bg-zinc-900 text-white',
  error: 'bg-zinc-900 text-white',
  // Order errors are orange; orange-800 keeps white text above AA contrast.
  orderError: 'bg-orange-800 text-white',
};

/**
 * Top right, starting below the sticky header so a toast never covers the cart, history and
 * language buttons a guest wants to tap next. Each toast is a polite live region.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <div className="pointer-events-none fixed inset-x-3 top-[76px] z-50 flex flex-col items-end gap-2 sm:right-6 sm:left-auto">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          aria-live="polite"
          onClick={() => dismissToast(toast.id)}
          className={cn(
            'pointer-events-auto flex max-w-sm items-center gap-2 rounded-xl px-3.5 py-2.5 text-sm shadow-lg motion-safe:animate-[fade-in_150ms_ease-out]',
            tones[toast.tone],
          )}
        >
          {toast.tone === 'success' ? (
            <CheckIcon className="size-4 shrink-0 text-emerald-400" />
          ) : toast.tone === 'info' ? null : (
            <AlertIcon className={cn('size-4 shrink-0', toast.tone === 'error' ? 'text-red-400' : 'text-white')} />
          )}
          <span>{toast.message}</span>
        </div>
      ))}
    </div>
  );
}
