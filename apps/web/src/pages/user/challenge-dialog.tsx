import { EVENT_NAMES, type EventName } from '@mnemoria/events';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sendChallenge } from '../../api/challenge-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { rememberChallenge } from '../../realtime/challenges.ts';
import { Button } from '../../ui/button.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import '../../ui/dialog.css';

/**
 * 'Challenge {name}': the event and whether the match is rated, then Send. A native modal
 * <dialog>: focus is trapped, Escape closes. Sent, the challenge's own page (a link to share)
 * waits for the answer.
 */
export function ChallengeDialog({
  userName,
  open,
  onClose,
}: {
  userName: string;
  open: boolean;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const eventId = useId();
  const { data: meta } = useEventMeta();
  const navigate = useNavigate();
  const [event, setEvent] = useState<EventName>('decimal');
  const [rated, setRated] = useState(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const challenge = await sendChallenge({ userName, event, rated });
      rememberChallenge(challenge);
      onClose();
      void navigate(`/app/challenge/${challenge.id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong.');
    } finally {
      setPending(false);
    }
  };

  return (
    <dialog ref={ref} className="modal-dialog challenge-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form className="modal-dialog__body" onSubmit={(e) => void submit(e)}>
        <h2 id={titleId} className="modal-dialog__title">
          Challenge {userName}
        </h2>
        <label className="challenge-dialog__field" htmlFor={eventId}>
          Event
          <select id={eventId} value={event} onChange={(e) => setEvent(e.target.value as EventName)}>
            {EVENT_NAMES.map((name) => (
              <option key={name} value={name}>
                {displayNameOf(name, meta)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="challenge-dialog__rated">
          <legend>Rating</legend>
          <label>
            <input type="radio" name="rated" checked={rated} onChange={() => setRated(true)} /> Rated: the
            result moves both players' versus ratings
          </label>
          <label>
            <input type="radio" name="rated" checked={!rated} onChange={() => setRated(false)} /> Unrated: a
            friendly match, no rating change
          </label>
        </fieldset>
        <p className="challenge-dialog__hint">
          {userName} has 2 minutes to accept. On a free plan the match uses one of the day's versus trials.
        </p>
        {error ? (
          <p className="challenge-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="challenge-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending…' : 'Send challenge'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
