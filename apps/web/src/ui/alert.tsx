import type { Messages } from '@mnemoria/protocol';
import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons.tsx';
import './alert.css';

export type AlertTone = 'danger' | 'success' | 'info';

const ICONS: Record<AlertTone, ReactNode> = {
  danger: <AlertIcon />,
  success: <CheckCircleIcon />,
  info: <InfoIcon />,
};

export function Alert({
  tone,
  children,
  onDismiss,
}: {
  tone: AlertTone;
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <span className="alert__icon">{ICONS[tone]}</span>
      <div className="alert__body">{children}</div>
      {onDismiss ? (
        <button type="button" className="alert__close" aria-label="Dismiss message" onClick={onDismiss}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

export const EMPTY_MESSAGES: Messages = { errors: [], success: [], info: [] };

const TONE_OF: Record<keyof Messages, AlertTone> = { errors: 'danger', success: 'success', info: 'info' };

/** Server messages (`Message` in @mnemoria/protocol) as dismissible alerts, errors first. */
export function MessageAlerts({
  messages,
  onChange,
}: {
  messages: Messages;
  onChange: (next: Messages) => void;
}) {
  const kinds = ['errors', 'success', 'info'] as const;
  const total = kinds.reduce((n, kind) => n + messages[kind].length, 0);
  if (total === 0) return null;
  return (
    <div className="alert-stack">
      {kinds.flatMap((kind) =>
        messages[kind].map((item, index) => (
          <Alert
            // Messages have no ids; position within their kind is stable until one is dismissed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${kind}-${index}-${item.msg}`}
            tone={TONE_OF[kind]}
            onDismiss={() => onChange({ ...messages, [kind]: messages[kind].filter((_, i) => i !== index) })}
          >
            {item.msg}
          </Alert>
        )),
      )}
    </div>
  );
}
