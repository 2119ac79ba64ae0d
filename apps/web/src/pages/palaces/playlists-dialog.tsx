import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { usePlaylistCall, usePlaylists } from './palace-queries.ts';

/**
 * Playlists (premium only): tick the playlists this palace belongs to, create one, rename or
 * delete one. Create and rename stay disabled while the name is empty. A native modal <dialog>.
 */
export function PlaylistsDialog({
  palaceId,
  open,
  onClose,
}: {
  palaceId: string;
  open: boolean;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const nameId = useId();
  const playlists = usePlaylists(true);
  const call = usePlaylistCall();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const run = (c: Parameters<typeof call.mutate>[0], after?: () => void) => {
    setError(null);
    call.mutate(c, {
      onSuccess: () => after?.(),
      onError: (e) => setError(e instanceof Error ? e.message : 'That did not work. Please try again.'),
    });
  };
  const empty = name.trim().length === 0;
  const save = () => {
    const done = () => {
      setName('');
      setEditing(null);
    };
    if (editing) run({ path: 'update', body: { name: name.trim(), playlistId: editing } }, done);
    else run({ path: 'create', body: { name: name.trim() } }, done);
  };

  return (
    <dialog ref={ref} className="palace-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="palace-dialog__title">
        Playlists
      </h2>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <ul className="palace-dialog__list">
        {(playlists.data ?? []).map((l) => {
          const member = l.palaces.includes(palaceId);
          return (
            <li key={l._id} className="palace-dialog__row">
              <label>
                <input
                  type="checkbox"
                  checked={member}
                  onChange={() =>
                    run({
                      path: member ? 'remove-palace' : 'add-palace',
                      body: { palaceId, playlistId: l._id },
                    })
                  }
                />{' '}
                {l.name} <span className="palace-dialog__count">({l.palaces.length})</span>
              </label>
              <Button
                variant="ghost"
                onClick={() => {
                  setEditing(l._id);
                  setName(l.name);
                }}
              >
                Rename
              </Button>
              <Button variant="ghost" onClick={() => run({ path: 'remove', body: { playlistId: l._id } })}>
                Delete
              </Button>
            </li>
          );
        })}
        {playlists.isSuccess && playlists.data.length === 0 ? <li>No playlists yet.</li> : null}
      </ul>
      <form
        className="palace-dialog__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!empty) save();
        }}
      >
        <label htmlFor={nameId}>{editing ? 'New name' : 'New playlist'}</label>
        <input id={nameId} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" disabled={empty || call.isPending}>
          {editing ? 'Update' : 'Create'}
        </Button>
        {editing ? (
          <Button
            variant="ghost"
            onClick={() => {
              setEditing(null);
              setName('');
            }}
          >
            Cancel
          </Button>
        ) : null}
      </form>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </dialog>
  );
}
