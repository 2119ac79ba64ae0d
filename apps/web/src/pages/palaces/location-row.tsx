import type { MyLocation, MyLocationReview } from '@mnemoria/protocol';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import type { useMyPalaceChange } from './my-palace-queries.ts';

type Change = ReturnType<typeof useMyPalaceChange>;

/** What the review says about one location, in words. */
export function reviewText(r: MyLocationReview | undefined): string[] {
  if (!r) return [];
  const out: string[] = [];
  if (r.rememberedLastWalk === true) out.push('Remembered on the last walk');
  if (r.rememberedLastWalk === false) out.push('Forgotten on the last walk');
  if (r.forgottenWalks > 1) out.push(`forgotten on ${r.forgottenWalks} walks`);
  if (r.sessionItems > 0)
    out.push(
      `${r.sessionErrors} of ${r.sessionItems} ${r.sessionItems === 1 ? 'item' : 'items'} wrong in sessions`,
    );
  return out;
}

/**
 * One location of the editor: number, photo, title and note, its review, and its actions (move,
 * edit, photo, delete). Every action is a button or a file input, reachable by keyboard.
 */
export function LocationRow(props: {
  index: number;
  count: number;
  location: MyLocation;
  review: MyLocationReview | undefined;
  change: Change;
  move: (from: number, to: number) => void;
}) {
  const { index, count, location: loc, review, change } = props;
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(loc.title);
  const [note, setNote] = useState(loc.note);
  const fileId = useId();
  const path = `/locations/${loc.id}`;
  const failing = review && review.sessionErrors > 0;

  const save = (e: FormEvent) => {
    e.preventDefault();
    change.mutate({ method: 'PATCH', path, body: { title, note } }, { onSuccess: () => setEditing(false) });
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('image', file);
    change.mutate({ method: 'POST', path: `${path}/photo`, body: form });
  };

  return (
    <li className={failing ? 'my-location is-failing' : 'my-location'}>
      <span className="my-location__number" aria-hidden="true">
        {index + 1}
      </span>
      {loc.photo ? (
        <img className="my-location__photo" src={loc.photo} alt={loc.title} />
      ) : (
        <span className="my-location__photo my-location__photo--none">No photo</span>
      )}
      <div className="my-location__body">
        {editing ? (
          <form className="my-location__edit" onSubmit={save}>
            <input
              className="field__input"
              aria-label="Location title"
              value={title}
              maxLength={80}
              onChange={(e) => setTitle(e.target.value)}
            />
            <textarea
              className="field__input"
              aria-label="Location note"
              value={note}
              maxLength={500}
              rows={2}
              onChange={(e) => setNote(e.target.value)}
            />
            <div className="my-location__actions">
              <Button type="submit" disabled={!title.trim()}>
                Save
              </Button>
              <Button variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <h3 className="my-location__title">{loc.title}</h3>
            {loc.note ? <p className="my-location__note">{loc.note}</p> : null}
          </>
        )}
        {reviewText(review).length > 0 ? (
          <p className="my-location__review">{reviewText(review).join(' · ')}</p>
        ) : null}
        <div className="my-location__actions">
          <Button variant="secondary" disabled={index === 0} onClick={() => props.move(index, index - 1)}>
            <span aria-hidden="true">↑</span> Up
          </Button>
          <Button
            variant="secondary"
            disabled={index === count - 1}
            onClick={() => props.move(index, index + 1)}
          >
            <span aria-hidden="true">↓</span> Down
          </Button>
          {editing ? null : (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          <label className="btn btn--secondary btn--md my-location__file" htmlFor={fileId}>
            {loc.photo ? 'Replace photo' : 'Add photo'}
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-label={`Photo for ${loc.title}`}
              onChange={(e) => upload(e.target.files?.[0])}
            />
          </label>
          {loc.photo ? (
            <Button
              variant="ghost"
              onClick={() => change.mutate({ method: 'DELETE', path: `${path}/photo` })}
            >
              Remove photo
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => change.mutate({ method: 'DELETE', path })}>
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
