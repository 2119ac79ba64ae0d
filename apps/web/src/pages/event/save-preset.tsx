import type { EventName } from '@mnemoria/events';
import { PRESET_NAME_MAX } from '@mnemoria/protocol';
import { type FormEvent, useId, useState } from 'react';
import { failureMessages } from '../../api/http.ts';
import { Button } from '../../ui/button.tsx';
import { usePresetActions } from '../formats/presets-queries.ts';
import type { PracticeErrors, PracticeValues } from './practice-form.ts';

/**
 * "Save as preset" under the Practice tab's fields: the current amount and times kept under a name,
 * started later from Formats in one click. The fields are checked as Start checks them first.
 */
export function SavePreset(props: { event: EventName; values: PracticeValues; validate(): PracticeErrors }) {
  const id = useId();
  const { save } = usePresetActions();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors = props.validate();
    if (Object.keys(errors).length > 0) return setMessage({ ok: false, text: 'Fix the fields above first.' });
    if (name.trim() === '') return setMessage({ ok: false, text: 'Give the preset a name.' });
    save.mutate(
      {
        name,
        event: props.event,
        amount: Number(props.values.amount),
        memorize: Number(props.values.memorize),
        recall: Number(props.values.recall),
      },
      {
        onSuccess: () => {
          setMessage({ ok: true, text: `Saved “${name.trim()}”: start it from Competition formats.` });
          setName('');
        },
        onError: (err) =>
          setMessage({ ok: false, text: failureMessages(err).errors[0]?.msg ?? 'It could not be saved.' }),
      },
    );
  };

  return (
    <form className="save-preset" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Preset name
        </label>
        <input
          id={id}
          className="field__input"
          value={name}
          maxLength={PRESET_NAME_MAX}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save as preset
      </Button>
      {message ? (
        <p role="status" className={message.ok ? 'field__hint' : 'field__error'}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
