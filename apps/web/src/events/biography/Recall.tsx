import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import type { RecallProps } from '../types.ts';
import { type Entry, entryOf, HOBBIES, PHONE_DIGITS, typeDigits } from './entry.ts';
import '../common/text-list.css';
import './biography.css';
import { MediaImg } from '../../media/media-img.tsx';

/** Focus order of one card: Enter (and a typed digit) moves along it. */
const ORDER = [
  'name',
  'country',
  ...Array.from({ length: PHONE_DIGITS }, (_, i) => `phone${i}`),
  ...Array.from({ length: HOBBIES }, (_, i) => `hobby${i}`),
];

/** Indices after which the phone_format ('3-3-4') starts a new group, for a visual gap. */
function groupEnds(format: string): Set<number> {
  const ends = new Set<number>();
  let at = 0;
  for (const size of format.split('-').map(Number)) {
    at += size;
    if (at < PHONE_DIGITS) ends.add(at - 1);
  }
  return ends;
}

/**
 * Biography recall, one face at a time in recall order (shuffle1): Name, Country, the
 * phone as 10 single-digit inputs (text inputs with a numeric keyboard: type=number would accept
 * 'e'), and 3 hobbies. Enter moves to the next field and, after the last hobby, to the next face.
 */
export function BiographyRecall({ data, settings, answer, current, onSelect, onChange }: RecallProps) {
  const faces = data.shuffle1 as { face: string }[];
  const face = faces[current]?.face ?? '';
  const entry = entryOf(answer[current]);
  const fields = useRef(new Map<string, HTMLInputElement>());
  const ref = (id: string) => (el: HTMLInputElement | null) => {
    if (el) fields.current.set(id, el);
    else fields.current.delete(id);
  };
  const focus = (id: string | undefined) => {
    const el = id ? fields.current.get(id) : undefined;
    el?.focus();
    el?.select();
  };

  // Each face opens with its Name field focused, so the whole card can be typed without the mouse.
  useEffect(() => {
    if (current >= 0) fields.current.get('name')?.focus();
  }, [current]);

  const save = (value: Entry) => {
    const out = answer.slice();
    while (out.length <= current) out.push(null);
    out[current] = value;
    onChange(out);
  };
  const next = (id: string) => {
    const at = ORDER.indexOf(id) + 1;
    if (at < ORDER.length) focus(ORDER[at]);
    else if (current + 1 < faces.length) onSelect(current + 1);
  };
  const onEnter = (id: string) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    next(id);
  };
  const onDigitKey = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') return onEnter(`phone${i}`)(e);
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    // Block 'e', '+', '-', '.' and every other non-digit before it reaches the field.
    if (e.key.length === 1 && !/\d/.test(e.key)) return e.preventDefault();
    if (e.key === 'Backspace' && entry.phone[i] === '' && i > 0) {
      e.preventDefault();
      save({ ...entry, phone: entry.phone.with(i - 1, '') });
      focus(`phone${i - 1}`);
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focus(`phone${i - 1}`);
    } else if (e.key === 'ArrowRight' && i + 1 < PHONE_DIGITS) {
      e.preventDefault();
      focus(`phone${i + 1}`);
    }
  };
  const onDigit = (i: number, typed: string) => {
    const out = typeDigits(entry.phone, i, typed);
    save({ ...entry, phone: out.phone });
    if (out.next !== i) focus(ORDER[ORDER.indexOf('phone0') + out.next]);
  };
  const ends = groupEnds(settings.phone_format);
  const text = (id: 'name' | 'country', label: string) => (
    <label className="bio-field">
      <span className="bio-field__label">{label}</span>
      <input
        ref={ref(id)}
        className="recall-input"
        value={entry[id]}
        onChange={(e) => save({ ...entry, [id]: e.target.value.trimStart() })}
        onKeyDown={onEnter(id)}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        enterKeyHint="next"
        data-field={id}
      />
    </label>
  );

  return (
    <div className="bio-recall" data-testid="recall-biography">
      <MediaImg className="bio-recall__face" url={face} alt={`Person ${current + 1}`} data-face={face} />
      <div className="bio-recall__form">
        <p className="bio-recall__caption">
          Person {current + 1} of {faces.length}
        </p>
        {text('name', 'Name')}
        {text('country', 'Country')}
        <fieldset className="bio-field bio-phone">
          <legend className="bio-field__label">Phone</legend>
          <div className="bio-phone__digits">
            {entry.phone.map((digit, i) => (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: the 10 digit positions are fixed
                key={i}
                ref={ref(`phone${i}`)}
                className={`recall-input bio-phone__digit${ends.has(i) ? ' is-group-end' : ''}`}
                value={digit}
                onChange={(e) => onDigit(i, e.target.value)}
                onKeyDown={onDigitKey(i)}
                onFocus={(e) => e.target.select()}
                inputMode="numeric"
                pattern="[0-9]"
                autoComplete="off"
                aria-label={`Phone digit ${i + 1}`}
                data-field={`phone${i}`}
              />
            ))}
          </div>
        </fieldset>
        {entry.hobbies.map((hobby, h) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the 3 hobby slots are fixed
          <label key={h} className="bio-field">
            <span className="bio-field__label">Hobby {h + 1}</span>
            <input
              ref={ref(`hobby${h}`)}
              className="recall-input"
              value={hobby}
              onChange={(e) => save({ ...entry, hobbies: entry.hobbies.with(h, e.target.value.trimStart()) })}
              onKeyDown={onEnter(`hobby${h}`)}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              enterKeyHint={h + 1 < HOBBIES ? 'next' : 'done'}
              data-field={`hobby${h}`}
            />
          </label>
        ))}
      </div>
    </div>
  );
}
