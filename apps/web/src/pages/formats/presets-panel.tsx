import type { Preset } from '@mnemoria/protocol';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { failureMessages } from '../../api/http.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { duration } from './formats-queries.ts';
import { presetStartUrl, usePresetActions, usePresets } from './presets-queries.ts';

/** Why a change failed, in the server's words when it gave any. */
const why = (error: unknown) =>
  failureMessages(error).errors[0]?.msg ?? 'That did not work. Please try again.';

/**
 * "Your presets" on the Formats page: each saved custom format with Start (one click into the
 * session it names), Rename and Delete. Presets are saved from an event's Practice tab.
 */
export function PresetsPanel({ eventName }: { eventName(event: string): string }) {
  const presets = usePresets();
  const { rename, remove } = usePresetActions();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = presets.data?.presets ?? [];

  return (
    <section className="panel formats__family" aria-label="Your presets" data-testid="presets">
      <h2 className="formats__title">Your presets</h2>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {presets.isPending ? (
        <p role="status">Loading your presets…</p>
      ) : list.length === 0 ? (
        <p className="formats__meta">
          None yet. Save your practice settings as a preset from an event's Practice tab (at most{' '}
          {presets.data?.max ?? 20}).
        </p>
      ) : (
        <ul className="formats__list">
          {list.map((p) => (
            <li key={p.id} className="formats__item" data-preset={p.name}>
              {editing === p.id ? (
                <RenameForm
                  preset={p}
                  busy={rename.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(name) =>
                    rename.mutate(
                      { id: p.id, name },
                      {
                        onSuccess: () => {
                          setEditing(null);
                          setError(null);
                        },
                        onError: (e) => setError(why(e)),
                      },
                    )
                  }
                />
              ) : (
                <>
                  <div className="formats__what">
                    <strong>{p.name}</strong>
                    <span className="formats__meta">
                      {eventName(p.event)} · {p.amount} items · memorize {duration(p.memorize)} · recall{' '}
                      {duration(p.recall)}
                    </span>
                  </div>
                  <div className="formats__actions">
                    <Link className="btn btn--primary" to={presetStartUrl(p)}>
                      Start
                    </Link>
                    <Button variant="secondary" onClick={() => setEditing(p.id)}>
                      Rename
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Delete ${p.name}`}
                      onClick={() => remove.mutate(p.id, { onError: (e) => setError(why(e)) })}
                    >
                      Delete
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RenameForm(props: { preset: Preset; busy: boolean; onSave(name: string): void; onCancel(): void }) {
  const [name, setName] = useState(props.preset.name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave(name);
  };
  return (
    <form className="formats__rename" onSubmit={submit}>
      <label className="field__label" htmlFor={`rename-${props.preset.id}`}>
        New name
      </label>
      <input
        id={`rename-${props.preset.id}`}
        className="field__input"
        value={name}
        maxLength={40}
        // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this preset
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && props.onCancel()}
      />
      <div className="formats__actions">
        <Button type="submit" disabled={props.busy}>
          Save name
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
