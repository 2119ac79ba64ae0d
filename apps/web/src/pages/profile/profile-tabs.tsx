import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabDef<T extends string> {
  id: T;
  label: string;
}

/**
 * A row of ARIA tabs (buttons; one tab stop, arrows / Home / End move and select) and the selected
 * panel. Used for the profile's tables and, nested, for the goal kinds.
 */
export function Tabs<T extends string>({
  tabs,
  current,
  onSelect,
  label,
  small = false,
  children,
}: {
  tabs: readonly TabDef<T>[];
  current: T;
  onSelect: (id: T) => void;
  label: string;
  small?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === current);
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (at + last) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    e.preventDefault();
    onSelect(target.id);
    refs.current[target.id]?.focus();
  };
  return (
    <div className="profile-tabs">
      <div
        className={`profile-tabs__list${small ? ' profile-tabs__list--small' : ''}`}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="profile-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${current}`}
        className="profile-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
