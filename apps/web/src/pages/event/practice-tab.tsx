import { type EventName, levelRules } from '@mnemoria/events';
import type { User } from '@mnemoria/protocol';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { levelOf } from '../train/event-labels.ts';
import { ITEM_NOUN } from './event-info.ts';
import { JourneyField } from './journey-field.tsx';
import {
  boundsOf,
  type PracticeErrors,
  type PracticeField,
  type PracticeValues,
  practiceStartUrl,
  validatePractice,
} from './practice-form.ts';
import { SavePreset } from './save-preset.tsx';
import './event-forms.css';
import '../../ui/field.css';

/** Practice mode: the user picks amount and times (pre-filled with their level's), unlimited trials. */
export function PracticeTab({ event, user }: { event: EventName; user: User }) {
  const navigate = useNavigate();
  const rules = levelRules(event, levelOf(user, event));
  const [values, setValues] = useState<PracticeValues>({
    amount: String(rules.amount),
    memorize: String(rules.memorizeSeconds),
    recall: String(rules.recallSeconds),
  });
  const [errors, setErrors] = useState<PracticeErrors>({});
  const [palace, setPalace] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const bounds = boundsOf(event);

  const set = (field: PracticeField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Re-check a field the user is fixing, so its message goes away as soon as it is right.
    if (errors[field]) setErrors(validatePractice(event, { ...values, [field]: value }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validatePractice(event, values);
    setErrors(found);
    const first = (['amount', 'memorize', 'recall'] as const).find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    navigate(practiceStartUrl(event, values, palace));
  };

  const many = ITEM_NOUN[event][1];
  return (
    <>
      <form ref={formRef} className="mode-tab" noValidate onSubmit={onSubmit}>
        <p className="mode-tab__text">
          Choose your own amount and times. Practice is unlimited and does not change your level; a new best
          score still counts.
        </p>
        <div className="practice-fields">
          <NumberField
            name="amount"
            label={`Amount (${many})`}
            value={values.amount}
            hint={`${bounds.amount.min}–${bounds.amount.max} ${many}`}
            error={errors.amount}
            onChange={(v) => set('amount', v)}
          />
          <NumberField
            name="memorize"
            label="Memorize time (seconds)"
            value={values.memorize}
            hint={`${bounds.memorize.min}–${bounds.memorize.max} s`}
            error={errors.memorize}
            onChange={(v) => set('memorize', v)}
          />
          <NumberField
            name="recall"
            label="Recall time (seconds)"
            value={values.recall}
            hint={`${bounds.recall.min}–${bounds.recall.max} s`}
            error={errors.recall}
            onChange={(v) => set('recall', v)}
          />
        </div>
        <JourneyField value={palace} onChange={setPalace} />
        <div className="mode-tab__actions">
          <Button type="submit" size="lg">
            Start practice
            <ArrowRightIcon />
          </Button>
        </div>
      </form>
      <SavePreset
        event={event}
        values={values}
        validate={() => {
          const found = validatePractice(event, values);
          setErrors(found);
          return found;
        }}
      />
    </>
  );
}

/** A labelled whole-number input whose bounds and error are announced with it. */
export function NumberField(props: {
  name: string;
  label: string;
  value: string;
  hint: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        className="field__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {props.hint}
      </p>
      {props.error ? (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
