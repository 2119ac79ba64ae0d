import { type EventName, IMAGES_ROW, type Settings } from '@mnemoria/events';
import { type FormEvent, useRef, useState } from 'react';
import { serverError, useEventSettings, useSaveEventSettings } from '../../api/event-queries.ts';
import { ApiError } from '../../api/http.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { NumberField } from './practice-tab.tsx';
import {
  bodyFrom,
  type DraftErrors,
  draftFrom,
  GROUPED,
  isDigitEvent,
  type SettingsDraft,
  validateDraft,
} from './settings-form.ts';
import { DigitPreview, GroupPreview, PhonePreview } from './settings-preview.tsx';
import './event-forms.css';

const FAILED = 'Failed to update settings. Please try again.';

/** Settings of one event (GET/PUT /api/user/event/settings/{event}). */
export function SettingsTab({ event }: { event: EventName }) {
  const query = useEventSettings(event);
  if (query.isPending) return <p className="mode-tab__text">Loading your settings…</p>;
  if (query.isError) {
    return (
      <div className="mode-tab">
        <Alert tone="danger">Your settings could not be loaded.</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <SettingsForm event={event} initial={query.data} />;
}

function SettingsForm({ event, initial }: { event: EventName; initial: Settings }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(event, initial));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveEventSettings(event);
  const formRef = useRef<HTMLFormElement>(null);
  const group = GROUPED[event];

  const change = (patch: Partial<SettingsDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setSaved(false);
    if (Object.keys(errors).length > 0) setErrors(validateDraft(event, next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateDraft(event, draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(bodyFrom(event, draft), {
      onSuccess: () => {
        setSaved(true);
        toast({ title: 'Settings saved', variant: 'success' });
      },
      onError: (error) => {
        console.error('Settings update failed:', error);
        const text = error instanceof ApiError ? serverError(error.body) : undefined;
        setFailure(text ?? FAILED);
        toast({ title: FAILED, description: text, variant: 'destructive' });
      },
    });
  };

  return (
    <form ref={formRef} className="mode-tab settings-form" noValidate onSubmit={onSubmit}>
      <p className="mode-tab__text">Changes apply from your next session of this event.</p>
      <fieldset className="settings-group">
        <legend>Memorize</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.memorizeTimer}
            onChange={(e) => change({ memorizeTimer: e.target.checked })}
          />
          Show the timer while memorizing
        </label>
      </fieldset>
      <fieldset className="settings-group">
        <legend>Pacing</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.autoActive}
            onChange={(e) => change({ autoActive: e.target.checked })}
          />
          Move to the next item automatically
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.autoRepeat}
            onChange={(e) => change({ autoRepeat: e.target.checked })}
          />
          Start over after the last item
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.autoBeat}
            onChange={(e) => change({ autoBeat: e.target.checked })}
          />
          Metronome: a click and a flash every interval
        </label>
        <NumberField
          name="interval"
          label="Interval (seconds)"
          value={draft.interval}
          hint="1–60 s per item"
          error={errors.interval}
          onChange={(v) => change({ interval: v })}
        />
      </fieldset>
      {isDigitEvent(event) ? (
        <fieldset className="settings-group">
          <legend>Layout</legend>
          <div className="settings-pair">
            <NumberField
              name="hs"
              label="Characters per group"
              value={draft.hs}
              hint="1–40; a space after each group"
              error={errors.hs}
              onChange={(v) => change({ hs: v })}
            />
            <NumberField
              name="vs"
              label="Rows per block"
              value={draft.vs}
              hint="1–40; one block per recall page"
              error={errors.vs}
              onChange={(v) => change({ vs: v })}
            />
          </div>
          <DigitPreview event={event} hs={draft.hs} vs={draft.vs} />
        </fieldset>
      ) : null}
      {group ? (
        <fieldset className="settings-group">
          <legend>Grouping</legend>
          <NumberField
            name="group"
            label={group.label}
            value={draft.group}
            hint="1–20 (default 4)"
            error={errors.group}
            onChange={(v) => change({ group: v })}
          />
          <GroupPreview size={draft.group} />
        </fieldset>
      ) : null}
      {event === 'images' ? (
        <fieldset className="settings-group">
          <legend>Pictures</legend>
          <label className="check">
            <input
              type="radio"
              name="images-kind"
              value="pictures"
              checked={draft.imagesKind === 'pictures'}
              onChange={() => change({ imagesKind: 'pictures' })}
            />
            Everyday pictures (IAM style)
          </label>
          <label className="check">
            <input
              type="radio"
              name="images-kind"
              value="abstract"
              checked={draft.imagesKind === 'abstract'}
              onChange={() => change({ imagesKind: 'abstract' })}
            />
            Abstract images: generated shapes and textures (WMSC style)
          </label>
          <p className="field__hint">Both are scored the same way, row by row.</p>
        </fieldset>
      ) : null}
      {event === 'images' ? (
        <fieldset className="settings-group">
          <legend>Grouping</legend>
          <p className="field__hint" data-testid="images-rows-note">
            Images are memorized and recalled in rows of {IMAGES_ROW}, as in IAM and WMSC competitions. Each
            row comes back in a random order for you to restore; the row length is not a setting, because a
            shorter row would give its order away.
          </p>
        </fieldset>
      ) : null}
      {event === 'biography' ? (
        <fieldset className="settings-group">
          <legend>Phone numbers</legend>
          <div className="field">
            <label className="field__label" htmlFor="phone-format">
              Phone format
            </label>
            <input
              id="phone-format"
              name="phone"
              className="field__input"
              value={draft.phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? 'phone-format-error' : undefined}
              onChange={(e) => change({ phone: e.target.value })}
            />
            <PhonePreview format={draft.phone} />
            {errors.phone ? (
              <p id="phone-format-error" className="field__error">
                {errors.phone}
              </p>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="mode-tab__actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        {saved ? (
          <span className="settings-form__saved" role="status">
            Saved. Your next session uses these settings.
          </span>
        ) : null}
      </div>
    </form>
  );
}
