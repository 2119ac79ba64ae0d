import type { ReactNode } from 'react';

/** One toast at a time, shown for 2 s. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 2000;
/** A dismissed toast is kept (closed) this long so an exit transition can finish. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** A toast. `open` turns false when the toast is dismissed, before it is removed. */
export interface Toast {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

type Listener = () => void;

/**
 * A tiny external store (read with useSyncExternalStore) so that any module, not only components,
 * can raise a toast, and so the logic can be tested without rendering.
 */
export function createToastStore() {
  let toasts: Toast[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const clearTimers = (id: string) => {
    clearTimeout(dismissTimers.get(id));
    clearTimeout(removeTimers.get(id));
    dismissTimers.delete(id);
    removeTimers.delete(id);
  };

  const remove = (id: string) => {
    clearTimers(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };

  const dismiss = (id: string) => {
    const target = toasts.find((t) => t.id === id);
    if (!target?.open) return;
    clearTimeout(dismissTimers.get(id));
    dismissTimers.delete(id);
    toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
    removeTimers.set(
      id,
      setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS),
    );
    emit();
  };

  const show = (input: ToastInput): string => {
    counter += 1;
    const id = String(counter);
    const toast: Toast = { ...input, id, variant: input.variant ?? 'default', open: true };
    // Newest first; anything beyond the limit is dropped at once rather than queued.
    const next = [toast, ...toasts];
    for (const dropped of next.slice(TOAST_LIMIT)) clearTimers(dropped.id);
    toasts = next.slice(0, TOAST_LIMIT);
    dismissTimers.set(
      id,
      setTimeout(() => dismiss(id), TOAST_DURATION_MS),
    );
    emit();
    return id;
  };

  return {
    show,
    dismiss,
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app-wide store. */
export const toastStore = createToastStore();

/** Raise a toast from anywhere: `toast({ title: 'Saved', variant: 'success' })`. */
export const toast = (input: ToastInput) => toastStore.show(input);
