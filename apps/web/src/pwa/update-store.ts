import type { Toast, ToastInput, ToastStore } from '../ui/toast/toast-store.ts';

/**
 * A toast store for the update prompt, read by the same Toaster component as every other toast.
 * Unlike the app-wide store (2 s, then gone) its toast stays until the athlete answers: a missed
 * "new version" notice would leave them on old code without knowing.
 */
export function createUpdateStore(): ToastStore {
  let toasts: Toast[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(input: ToastInput) {
      toasts = [{ ...input, id: 'update', variant: input.variant ?? 'default', open: true }];
      emit();
      return 'update';
    },
    dismiss(id: string) {
      if (!toasts.some((t) => t.id === id && t.open)) return;
      toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
      emit();
    },
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
