import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { dueText, useCreateMyPalace, useMyPalaces } from './my-palace-queries.ts';
import '../../ui/page.css';
import '../../ui/field.css';
import './palaces.css';
import './my-palaces.css';

const plural = (n: number) => `${n} ${n === 1 ? 'location' : 'locations'}`;

/**
 * My palaces (/app/palaces/mine): the palaces the user built, each with its location count and
 * when its next walk is due, and a form to start a new one (which opens its editor).
 */
export function MyPalacesPage() {
  const navigate = useNavigate();
  const list = useMyPalaces();
  const create = useCreateMyPalace();
  const [name, setName] = useState('');
  const nameId = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (out) => navigate(`/app/palaces/mine/${out.palace.id}`),
    });
  };

  const palaces = list.data?.palaces ?? [];
  const max = list.data?.limits.palaces;
  return (
    <div className="page palaces">
      <title>My palaces · Mnemoria</title>
      <div>
        <Button variant="ghost" onClick={() => navigate('/app/palaces')}>
          <ArrowLeftIcon /> All palaces
        </Button>
      </div>
      <header className="page__header">
        <h1 className="page__title">My palaces</h1>
        <p className="page__lead">
          Build journeys through places you know: add the locations in walking order, a note and a photo for
          each, then walk them and use them in practice.
        </p>
      </header>
      <form className="my-palaces__create panel" onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={nameId}>
            New palace name
          </label>
          <input
            id={nameId}
            className="field__input"
            value={name}
            maxLength={80}
            placeholder="My flat, the way to work…"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          Create palace
        </Button>
        {max !== undefined ? (
          <p className="field__hint my-palaces__count">
            {palaces.length} of {max} palaces
          </p>
        ) : null}
      </form>
      {create.isError ? <Alert tone="danger">{create.error.message}</Alert> : null}
      {list.isError ? <Alert tone="danger">Could not load your palaces. Please refresh.</Alert> : null}
      {list.isPending ? <p className="page__lead">Loading...</p> : null}
      {list.isSuccess && palaces.length === 0 ? (
        <p className="page__lead">No palaces yet: name your first one above.</p>
      ) : null}
      <ul className="palaces__grid" aria-label="My palaces">
        {palaces.map((p) => (
          <li key={p.id} className="palace-card">
            <h2 className="palace-card__title">{p.name}</h2>
            <p className="palace-card__count">{plural(p.locationCount)}</p>
            <p className="palace-card__count">{dueText(p.dueAt)}</p>
            <ButtonLink to={`/app/palaces/mine/${p.id}`} block aria-label={`Open ${p.name}`}>
              Open
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
