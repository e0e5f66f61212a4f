/**
 * A tiny toast store for the diner page. The guest's first load does without a toast library:
 * a list, a timer per toast, and a fixed id per kind so repeated taps replace a toast instead
 * of stacking them.
 */
export type ToastTone = 'success' | 'error' | 'orderError' | 'info';

export interface Toast {
  id: string;
  message: string;
  tone: ToastTone;
}

let toasts: Toast[] = [];
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let counter = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): Toast[] {
  return toasts;
}

export function dismissToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string, tone: ToastTone, durationMs: number, id?: string): void {
  const key = id ?? `toast-${++counter}`;
  clearTimeout(timers.get(key));
  const toast = { id: key, message, tone };
  const at = toasts.findIndex((t) => t.id === key);
  toasts = at < 0 ? [...toasts, toast] : toasts.map((t, i) => (i === at ? toast : t));
  timers.set(
    key,
    setTimeout(() => dismissToast(key), durationMs),
  );
  emit();
}
