import type { EventName } from '@mnemoria/events';
import type { StandardBestItem, User } from '@mnemoria/protocol';
import { useState } from 'react';
import { useSaveGoal } from '../../api/progress-queries.ts';
import { EventIcon } from '../../ui/event-icon.tsx';
import { toast } from '../../ui/toast/toast-store.ts';

/** One goal field: shows the saved goal (0 when none), saves on blur or Enter when it changed. */
function GoalInput({ event, label, saved }: { event: EventName; label: string; saved: number }) {
  const [text, setText] = useState(String(saved));
  const save = useSaveGoal();
  const commit = () => {
    const goal = Number(text);
    if (text.trim() === '' || !Number.isFinite(goal) || goal < 0) {
      setText(String(saved));
      return;
    }
    if (goal === saved) return;
    save.mutate(
      { event, goal },
      {
        onSuccess: () => toast({ title: 'Goal Saved', variant: 'success' }),
        onError: () => {
          toast({ title: 'Error Saving Goals', variant: 'destructive' });
          setText(String(saved));
        },
      },
    );
  };
  return (
    <input
      className="control goal-input"
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** Event, Level, Best and the goal to reach (Blocktris: a fall speed in ms to get down to). */
export function GoalsTable({ items, user }: { items: StandardBestItem[]; user: User }) {
  return (
    <div className="table-scroll">
      <table className="data-table goals-table">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Best</th>
            <th scope="col">Goal</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const speed = item.name === 'tetris';
            return (
              <tr key={item.name}>
                <th scope="row">
                  <span className="bests-table__event">
                    <EventIcon event={item.name} />
                    {item.displayName}
                  </span>
                </th>
                <td>{item.best === null ? 'N/A' : speed ? `${item.best} ms` : item.best}</td>
                <td>
                  <span className="goal-cell">
                    <GoalInput
                      event={item.name}
                      label={`${item.displayName} goal${speed ? ' (ms)' : ''}`}
                      saved={user.goals.standard[item.name]?.goal ?? 0}
                    />
                    {speed ? <span className="goal-cell__unit">ms</span> : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
