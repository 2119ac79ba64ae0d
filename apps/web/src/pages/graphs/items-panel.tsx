import type { AnalyticsEvent, CardUnit, ItemStat, User } from '@mnemoria/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { currentUserKey, useCurrentUser } from '../../api/auth-queries.ts';
import { useItemAnalytics } from '../../api/history-queries.ts';
import { putJson } from '../../api/http.ts';
import { Alert } from '../../ui/alert.tsx';
import { formatPerView } from '../history/format.ts';

const UNIT: Record<AnalyticsEvent, string> = {
  binary: 'digit group',
  decimal: 'digit group',
  cards: 'card',
  images: 'picture',
  names: 'name',
};

/**
 * The athlete's digit unit, kept with their account (so every browser shows the same): the change
 * shows at once and is written to the server; the user in the cache follows.
 */
function useDigitGroup(): [2 | 3, (next: 2 | 3) => void] {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const stored = user?.settings.digit_group ?? 2;
  const save = useMutation({
    mutationFn: (group: 2 | 3) => putJson('/api/user/settings/digit-group', { group }),
    onMutate: (group) => {
      const before = client.getQueryData<User | null>(currentUserKey);
      if (before)
        client.setQueryData(currentUserKey, {
          ...before,
          settings: { ...before.settings, digit_group: group },
        });
      return before;
    },
    onError: (_e, _group, before) => {
      if (before) client.setQueryData(currentUserKey, before);
    },
  });
  return [stored, (next) => save.mutate(next)];
}

/** 'ace-of-spades' → 'Ace of spades'; a pair 'a|b' → 'A + B'. */
const itemText = (event: AnalyticsEvent, item: string) =>
  event === 'cards'
    ? item
        .split('|')
        .map((card) => (card.charAt(0).toUpperCase() + card.slice(1)).replaceAll('-', ' '))
        .join(' + ')
    : item;

/** Per-item figures: the weakest, the slowest and the most missed of the athlete's units. */
export function ItemsPanel({ event }: { event: AnalyticsEvent }) {
  const digits = event === 'binary' || event === 'decimal';
  const [group, setGroup] = useDigitGroup();
  const [cardUnit, setCardUnit] = useState<CardUnit>('card');
  const groupId = useId();
  const query = useItemAnalytics(event, digits ? group : 2, event === 'cards' ? cardUnit : 'card');
  const unitName = event === 'cards' && cardUnit === 'pair' ? 'card pair' : UNIT[event];
  const items = query.data?.items ?? [];
  const top = (sort: (a: ItemStat, b: ItemStat) => number, keep: (it: ItemStat) => boolean) =>
    [...items].filter(keep).sort(sort).slice(0, 5);
  const slowest = top(
    (a, b) => b.msPerView - a.msPerView,
    (it) => it.msPerView > 0,
  );
  const missed = top(
    (a, b) => b.errors / b.shown - a.errors / a.shown || b.errors - a.errors,
    (it) => it.errors > 0,
  );

  return (
    <section className="panel graphs-section" aria-labelledby="graphs-items">
      <div className="graphs-section__head">
        <h2 id="graphs-items" className="graphs-section__title">
          Your items
        </h2>
        {digits ? (
          <label className="graphs-group" htmlFor={groupId}>
            Digits per item
            <select
              id={groupId}
              className="control"
              value={group}
              onChange={(e) => {
                setGroup(e.target.value === '3' ? 3 : 2);
              }}
            >
              <option value={2}>Pairs</option>
              <option value={3}>Triplets</option>
            </select>
          </label>
        ) : event === 'cards' ? (
          <label className="graphs-group" htmlFor={groupId}>
            Cards per item
            <select
              id={groupId}
              className="control"
              value={cardUnit}
              onChange={(e) => setCardUnit(e.target.value === 'pair' ? 'pair' : 'card')}
            >
              <option value="card">Single cards</option>
              <option value="pair">Pairs (1–2, 3–4…)</option>
            </select>
          </label>
        ) : null}
      </div>
      <p className="page__lead graphs-explain" data-testid="weakness-explained">
        Weakness (0–100) is half how often you missed the {unitName} and half how slowly you memorized it: at
        your median time per {unitName} it adds 25, at twice the median or slower the full 50. Time is counted
        while the {unitName} was on screen in memorize
        {digits
          ? ', with a block’s time shared among its groups'
          : event === 'names'
            ? ''
            : ', shared among the items shown together'}
        .
      </p>
      {query.isError ? (
        <Alert tone="danger">Failed to fetch your item figures. Please try again.</Alert>
      ) : query.isPending ? (
        <p className="page__lead">Loading...</p>
      ) : items.length === 0 ? (
        <p className="page__lead">No finished sessions of this event yet.</p>
      ) : (
        <>
          <p className="page__lead">
            From your latest {query.data?.sessions} {query.data?.sessions === 1 ? 'session' : 'sessions'}.
          </p>
          <ItemTable event={event} title="Weakest" items={items.slice(0, 10)} testId="items-weakest" />
          <div className="graphs-pair">
            <ItemTable event={event} title="Slowest" items={slowest} testId="items-slowest" />
            <ItemTable event={event} title="Most missed" items={missed} testId="items-missed" />
          </div>
        </>
      )}
    </section>
  );
}

function ItemTable({
  event,
  title,
  items,
  testId,
}: {
  event: AnalyticsEvent;
  title: string;
  items: ItemStat[];
  testId: string;
}) {
  return (
    <div className="graphs-items">
      <h3 className="graphs-items__title">{title}</h3>
      {items.length === 0 ? (
        <p className="page__lead">None yet.</p>
      ) : (
        <div className="graphs-scroll">
          <table className="data-table graphs-table" data-testid={testId}>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Shown</th>
                <th scope="col">Missed</th>
                <th scope="col">Per view</th>
                <th scope="col">Weakness</th>
              </tr>
            </thead>
            <tbody>
              {items.map((it) => (
                <tr key={it.item}>
                  <td data-label="Item" className="graphs-table__item">
                    {itemText(event, it.item)}
                  </td>
                  <td data-label="Shown">{it.shown}</td>
                  <td data-label="Missed">{it.errors}</td>
                  <td data-label="Per view">{formatPerView(it.msPerView)}</td>
                  <td data-label="Weakness">{it.weakness}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
