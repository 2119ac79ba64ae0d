import type { EventName } from '@mnemoria/events';
import { type KeyboardEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

export const EVENT_TABS = [
  { id: 'standard', label: 'Standard' },
  { id: 'practice', label: 'Practice' },
  { id: 'settings', label: 'Settings' },
] as const;
export type EventTab = (typeof EVENT_TABS)[number]['id'];

export const isEventTab = (value: string): value is EventTab => EVENT_TABS.some((t) => t.id === value);

/**
 * The three tabs are links (each tab has its own URL) with the ARIA tab pattern on top:
 * one tab stop, arrows/Home/End move and open the neighbouring tab (automatic activation).
 */
export function EventTabs({
  event,
  current,
  panelId,
}: {
  event: EventName;
  current: EventTab;
  panelId: string;
}) {
  const navigate = useNavigate();
  const refs = useRef<Partial<Record<EventTab, HTMLAnchorElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = EVENT_TABS.findIndex((t) => t.id === current);
    const last = EVENT_TABS.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % EVENT_TABS.length
        : e.key === 'ArrowLeft'
          ? (at + last) % EVENT_TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : EVENT_TABS[next];
    if (!target) return;
    e.preventDefault();
    navigate(`/app/event/${event}/${target.id}`, { replace: true });
    refs.current[target.id]?.focus();
  };

  return (
    <div className="event-tabs" role="tablist" aria-label="Mode" onKeyDown={onKeyDown}>
      {EVENT_TABS.map((tab) => {
        const selected = tab.id === current;
        return (
          <Link
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            id={`${panelId}-${tab.id}`}
            to={`/app/event/${event}/${tab.id}`}
            replace
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'event-tabs__tab is-selected' : 'event-tabs__tab'}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
