import { EVENT_NAMES, type EventName } from '@mnemoria/events';
import type { TournamentDetail } from '@mnemoria/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEventMeta } from '../../api/event-queries.ts';
import { postJson } from '../../api/http.ts';
import { tournamentsKey } from '../../api/tournament-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { displayNameOf } from '../train/event-labels.ts';

const MINUTES = [10, 20, 30, 45, 60, 90];
const STARTS = [
  [0, 'Now'],
  [5, 'In 5 minutes'],
  [15, 'In 15 minutes'],
  [60, 'In an hour'],
] as const;

/** A premium user's own arena: name, event, length, start, and whether it is listed. */
export function CreateArena() {
  const { data: meta } = useEventMeta();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [event, setEvent] = useState<EventName>('decimal');
  const [minutes, setMinutes] = useState(30);
  const [startsInMinutes, setStarts] = useState(5);
  const [visibility, setVisibility] = useState<'public' | 'link'>('public');
  const create = useMutation({
    mutationFn: async () =>
      (
        await postJson<{ data: { tournament: TournamentDetail } }>('/api/tournaments', {
          name,
          event,
          minutes,
          startsInMinutes,
          visibility,
        })
      ).data.tournament,
    onSuccess: (t) => {
      void client.invalidateQueries({ queryKey: tournamentsKey });
      navigate(`/app/tournaments/${t.id}`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <form className="panel tournaments__create" onSubmit={submit} aria-label="Create an arena">
      <h2 className="tournaments__title">Create an arena</h2>
      <div className="tournaments__fields">
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          minLength={3}
          maxLength={60}
        />
        <label className="tournaments__pick">
          <span>Event</span>
          <select
            aria-label="Event"
            className="control"
            value={event}
            onChange={(e) => setEvent(e.target.value as EventName)}
          >
            {EVENT_NAMES.map((x) => (
              <option key={x} value={x}>
                {displayNameOf(x, meta)}
              </option>
            ))}
          </select>
        </label>
        <label className="tournaments__pick">
          <span>Length</span>
          <select
            aria-label="Length"
            className="control"
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
          >
            {MINUTES.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </label>
        <label className="tournaments__pick">
          <span>Starts</span>
          <select
            className="control"
            value={startsInMinutes}
            onChange={(e) => setStarts(Number(e.target.value))}
          >
            {STARTS.map(([m, text]) => (
              <option key={m} value={m}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label className="tournaments__pick">
          <span>Who sees it</span>
          <select
            aria-label="Who sees it"
            className="control"
            value={visibility}
            onChange={(e) => setVisibility(e.target.value === 'link' ? 'link' : 'public')}
          >
            <option value="public">Everyone (listed)</option>
            <option value="link">Only people with the link</option>
          </select>
        </label>
      </div>
      {create.isError ? <Alert tone="danger">{create.error.message}</Alert> : null}
      <div>
        <Button type="submit" disabled={create.isPending}>
          Create arena
        </Button>
      </div>
    </form>
  );
}
