/**
 * Toasts of the diner page: 3 s, dark by default; errors 4 s; order errors orange. Each kind has a
 * fixed id so repeated taps replace a toast instead of stacking them.
 */
import { showToast } from './toasts';

const DURATION = 3000;

export function notifySuccess(message: string, id?: string): void {
  showToast(message, 'success', DURATION, id);
}

export function notifyError(message: string, id?: string): void {
  showToast(message, 'error', 4000, id ?? message);
}

export function notifyOrderError(message: string): void {
  showToast(message, 'orderError', 5000, 'order-error');
}

export function notifyInfo(message: string, id?: string): void {
  showToast(message, 'info', DURATION, id);
}
