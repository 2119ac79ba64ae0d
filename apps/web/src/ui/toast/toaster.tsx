import { type ReactNode, useSyncExternalStore } from 'react';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons.tsx';
import { type ToastStore, type ToastVariant, toastStore } from './toast-store.ts';
import './toast.css';

const ICONS: Record<ToastVariant, ReactNode> = {
  default: <InfoIcon />,
  success: <CheckCircleIcon />,
  destructive: <AlertIcon />,
};

/** Renders the open toast(s) of a store in a live region at the bottom (top on phones). */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const open = toasts.filter((t) => t.open);
  return (
    <section className="toaster" aria-label="Notifications">
      {open.map((t) => (
        <div
          key={t.id}
          className={`toast toast--${t.variant}`}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          aria-live={t.variant === 'destructive' ? 'assertive' : 'polite'}
        >
          <span className="toast__icon">{ICONS[t.variant]}</span>
          <div className="toast__text">
            {t.title ? <p className="toast__title">{t.title}</p> : null}
            {t.description ? <p className="toast__description">{t.description}</p> : null}
          </div>
          {t.action ? (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                t.action?.onClick();
                store.dismiss(t.id);
              }}
            >
              {t.action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="toast__close"
            aria-label="Close notification"
            onClick={() => store.dismiss(t.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </section>
  );
}
