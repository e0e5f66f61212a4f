/**
 * Toasts of the diner page (SPEC §2/§8): 3 s, dark by default (the app's Toaster); order errors
 * orange. Each kind has a fixed id so repeated taps replace a toast instead of stacking them.
 */
import toast from 'react-hot-toast';

const DURATION = 3000;

export function notifySuccess(message: string, id?: string): void {
  toast.success(message, { id, duration: DURATION });
}

export function notifyError(message: string, id?: string): void {
  toast.error(message, { id: id ?? message, duration: 4000 });
}

/** SPEC §2: order errors are orange (orange-800 keeps white text above AA contrast). */
export function notifyOrderError(message: string): void {
  toast.error(message, {
    id: 'order-error',
    duration: 5000,
    style: { background: '#9a3412', color: '#fff' },
    iconTheme: { primary: '#fff', secondary: '#9a3412' },
  });
}

export function notifyInfo(message: string, id?: string): void {
  toast(message, { id, duration: DURATION });
}
