import { SYSTEM_KINDS, SYSTEM_TITLES, type SystemKind } from '@mnemoria/protocol';
import { type FormEvent, useId, useState } from 'react';
import { useCreateDeck, useSystems } from '../../api/systems-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import '../../ui/page.css';
import './systems.css';

/** What "prefill" gives each kind, so the checkbox never promises what a deck will not get. */
const PREFILL: Record<SystemKind, string | null> = {
  major2: 'a word for each number from our Major System tool',
  major3: 'a word for each number from our Major System tool',
  pao: null,
  cards: null,
  'card-pairs': null,
  faces: 'a generated name for each of 50 faces',
};

/**
 * Systems (/app/systems): the user's own decks with what is due, and a form to start a new one.
 * Each deck links to its drill and to its entries.
 */
export function SystemsPage() {
  const systems = useSystems();
  const create = useCreateDeck();
  const decks = systems.data?.decks ?? [];
  const free = SYSTEM_KINDS.filter((k) => !decks.some((d) => d.kind === k));
  const [kind, setKind] = useState<SystemKind | ''>('');
  const [prefill, setPrefill] = useState(true);
  const kindId = useId();
  const chosen: SystemKind | undefined = kind || free[0];
  const offer = chosen ? PREFILL[chosen] : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    create.mutate({ kind: chosen, prefill: offer !== null && prefill }, { onSuccess: () => setKind('') });
  };

  return (
    <div className="page systems-page">
      <title>Systems · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Your systems</h1>
        <p className="page__lead">
          Keep your Major System, PAO, card images and a names-and-faces deck here and drill them as
          flashcards. Reviews are spaced by FSRS; items you missed or memorized slowly in your sessions come
          first.
        </p>
      </header>
      {systems.isError ? <Alert tone="danger">Your systems could not be loaded.</Alert> : null}
      {decks.length ? (
        <ul className="systems-decks">
          {decks.map((d) => (
            <li key={d.kind} className="panel systems-deck" data-kind={d.kind}>
              <h2 className="systems-deck__title">{d.title}</h2>
              <p className="systems-deck__counts">
                <strong data-testid={`due-${d.kind}`}>{d.due}</strong> due · {d.fresh} new · {d.filled} of{' '}
                {d.size} with an entry
              </p>
              <div className="systems-deck__actions">
                <ButtonLink to={`/app/systems/${d.kind}/drill`}>Drill{d.due ? ` (${d.due})` : ''}</ButtonLink>
                <ButtonLink variant="secondary" to={`/app/systems/${d.kind}`}>
                  Entries
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      ) : systems.isSuccess ? (
        <p className="systems-empty">You have no deck yet: start one below.</p>
      ) : null}
      {free.length ? (
        <form className="panel systems-new" onSubmit={submit} aria-labelledby="systems-new-title">
          <h2 id="systems-new-title" className="systems-deck__title">
            New deck
          </h2>
          <label htmlFor={kindId}>System</label>
          <select
            id={kindId}
            className="control"
            value={chosen}
            onChange={(e) => setKind(e.target.value as SystemKind)}
          >
            {free.map((k) => (
              <option key={k} value={k}>
                {SYSTEM_TITLES[k]}
              </option>
            ))}
          </select>
          {offer ? (
            <label className="systems-new__check">
              <input type="checkbox" checked={prefill} onChange={(e) => setPrefill(e.target.checked)} />
              Prefill with {offer}
            </label>
          ) : (
            <p className="systems-new__note">Starts empty: you type your own entries.</p>
          )}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create deck'}
          </Button>
          {create.isError ? <Alert tone="danger">{create.error.message}</Alert> : null}
        </form>
      ) : null}
    </div>
  );
}
