import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import '../../ui/page.css';
import './settings.css';
import { LiveShareToggle } from './live-share-toggle.tsx';
import { UpdatePictureDialog } from './update-picture-dialog.tsx';

const TABS = [
  { id: 'personal', label: 'Personal' },
  { id: 'events', label: 'Events' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** Settings (/app/settings): Personal (profile picture) and Events (live sharing) tabs. */
export function SettingsPage() {
  const { data: user } = useCurrentUser();
  const [tab, setTab] = useState<Tab>('personal');
  const [picking, setPicking] = useState(false);
  const base = useId();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  if (!user) return null;

  // The ARIA tab pattern: one tab stop, arrows / Home / End move and open the neighbour.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((t) => t.id === tab);
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (at + TABS.length - 1) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : null;
    const target = next === null ? undefined : TABS[next];
    if (!target) return;
    e.preventDefault();
    setTab(target.id);
    refs.current[target.id]?.focus();
  };

  return (
    <div className="page settings">
      <title>Settings · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Settings</h1>
      </header>
      <div className="settings__tabs" role="tablist" aria-label="Settings" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${base}-${t.id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            className="settings__tab"
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>

      {tab === 'personal' ? (
        <section
          className="panel settings__panel"
          role="tabpanel"
          id={`${base}-personal-panel`}
          aria-labelledby={`${base}-personal`}
        >
          <div className="settings__picture">
            <Avatar name={user.userName} image={user.image} size={96} />
            <div className="settings__who">
              <p className="settings__name">@{user.userName}</p>
              <p className="page__lead">
                Your picture shows in the header, on your profile and on the leaderboard.
              </p>
              <Button onClick={() => setPicking(true)}>Change Profile Picture</Button>
            </div>
          </div>
          <UpdatePictureDialog open={picking} onClose={() => setPicking(false)} />
        </section>
      ) : (
        <section
          className="panel settings__panel"
          role="tabpanel"
          id={`${base}-events-panel`}
          aria-labelledby={`${base}-events`}
        >
          <LiveShareToggle />
        </section>
      )}
    </div>
  );
}
