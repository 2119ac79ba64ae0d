import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { LocationRow } from './location-row.tsx';
import { dueText, send, useMyPalace, useMyPalaceChange, useMyPalaces } from './my-palace-queries.ts';
import { PalaceVideoUpload } from './palace-video-upload.tsx';
import '../../ui/page.css';
import '../../ui/field.css';
import './palaces.css';
import './my-palaces.css';

/**
 * One of the user's palaces (/app/palaces/mine/:id): its review (walks, due date, sessions that
 * used it), a Walk button, the optional video, the locations in order with their review and
 * actions, and a form adding a location at the end.
 */
export function MyPalacePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const palace = useMyPalace(id);
  const limits = useMyPalaces().data?.limits;
  const change = useMyPalaceChange(id);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const titleId = useId();
  const noteId = useId();

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    change.mutate(
      { method: 'POST', path: '/locations', body: { title, note } },
      {
        onSuccess: () => {
          setTitle('');
          setNote('');
        },
      },
    );
  };
  const p = palace.data;
  const move = (from: number, to: number) => {
    if (!p) return;
    const order = p.locations.map((l) => l.id);
    const [moved] = order.splice(from, 1);
    if (moved) order.splice(to, 0, moved);
    change.mutate({ method: 'PUT', path: '/order', body: { order } });
  };
  const remove = async () => {
    if (!p || !window.confirm(`Delete the palace "${p.name}" with its photos, video and walks?`)) return;
    await send('DELETE', `/api/my-palaces/${p.id}`);
    navigate('/app/palaces/mine');
  };
  const reviewOf = (locationId: string) => p?.review.locations.find((r) => r.id === locationId);

  return (
    <div className="page palace my-palace">
      <title>{`${p?.name ?? 'My palace'} · Mnemoria`}</title>
      <div>
        <Button variant="ghost" onClick={() => navigate('/app/palaces/mine')}>
          <ArrowLeftIcon /> My palaces
        </Button>
      </div>
      {palace.isPending ? <p className="page__lead">Loading...</p> : null}
      {palace.isError ? <Alert tone="danger">{palace.error.message}</Alert> : null}
      {p ? (
        <>
          <header className="palace__head">
            <h1 className="page__title">{p.name}</h1>
            {p.locations.length > 0 ? (
              <ButtonLink to={`/app/palaces/mine/${p.id}/walk`}>Walk it</ButtonLink>
            ) : null}
          </header>
          <p className="my-palace__summary">
            {p.review.walks === 0
              ? 'Not walked yet.'
              : `Walked ${p.review.walks} ${p.review.walks === 1 ? 'time' : 'times'}, last on ${new Date(p.lastWalkedAt ?? '').toLocaleDateString()}. ${dueText(p.dueAt)}.`}{' '}
            {p.review.sessions === 0
              ? 'Not used in a finished session yet: pick it as the journey when you start a practice.'
              : `Used in ${p.review.sessions} finished ${p.review.sessions === 1 ? 'session' : 'sessions'}: item 1 of a session goes to location 1, item ${p.locations.length + 1} back to location 1, and so on.`}
          </p>
          {change.isError ? <Alert tone="danger">{change.error.message}</Alert> : null}
          <PalaceVideoUpload palace={p} maxBytes={limits?.videoBytes} change={change} />
          <h2 className="palaces__group-title">
            Locations{limits ? ` (${p.locations.length} of ${limits.locations})` : ''}
          </h2>
          {p.locations.length === 0 ? (
            <p className="page__lead">No locations yet: add the first stop of your walk.</p>
          ) : null}
          <ol className="my-locations" aria-label="Locations">
            {p.locations.map((loc, i) => (
              <LocationRow
                key={loc.id}
                index={i}
                count={p.locations.length}
                location={loc}
                review={reviewOf(loc.id)}
                change={change}
                move={move}
              />
            ))}
          </ol>
          <form className="my-palaces__create panel" onSubmit={add} aria-label="Add a location">
            <div className="field">
              <label className="field__label" htmlFor={titleId}>
                Location title
              </label>
              <input
                id={titleId}
                className="field__input"
                value={title}
                maxLength={80}
                placeholder="Front door"
                onChange={(e) => setTitle(e.target.value)}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={noteId}>
                Note
              </label>
              <input
                id={noteId}
                className="field__input"
                value={note}
                maxLength={500}
                placeholder="What stands out there"
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={change.isPending || !title.trim()}>
              Add location
            </Button>
          </form>
          <div>
            <Button variant="danger" onClick={remove}>
              Delete palace
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
