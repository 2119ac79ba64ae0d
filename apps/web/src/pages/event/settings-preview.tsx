import {
  chunk,
  type DigitEventName,
  digitBlocks,
  formatPhone,
  groupRow,
  isPhoneFormat,
} from '@mnemoria/events';
import { ROW_LENGTH } from './settings-form.ts';
import '../../ui/field.css';

const SAMPLE: Record<DigitEventName, string> = {
  binary: '011010011100101101001110010110',
  decimal: '31415926535897932384',
  alphabet: 'K7QXB2MZ9TRA4HWE8NPD',
};
/** Enough rows to show the shape of a block without turning the tab into a wall of digits. */
const PREVIEW_ROWS = 6;

const toInt = (value: string, fallback: number) => (/^\d+$/.test(value.trim()) ? Number(value) : fallback);

/** Block 1 as the memorize and recall views will lay it out with the chosen spacings. */
export function DigitPreview({ event, hs, vs }: { event: DigitEventName; hs: string; vs: string }) {
  const perGroup = Math.max(1, toInt(hs, 1));
  const rows = Math.max(1, toInt(vs, 1));
  const length = ROW_LENGTH[event];
  const shown = Math.min(rows, PREVIEW_ROWS);
  const chars = Array.from({ length: length * shown }, (_, i) =>
    SAMPLE[event].charAt(i % SAMPLE[event].length),
  );
  const block = digitBlocks(chars, length, rows)[0] ?? [];
  return (
    <figure className="settings-preview">
      <figcaption>Preview · Block 1</figcaption>
      <div className="settings-preview__digits">
        {block.map((row, i) => (
          // Rows are positional: the preview is rebuilt whole on every change.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i}>{groupRow(row, perGroup)}</div>
        ))}
      </div>
      <p className="field__hint">
        {length} characters per row, {rows} {rows === 1 ? 'row' : 'rows'} per block
        {rows > PREVIEW_ROWS ? ` (first ${PREVIEW_ROWS} shown)` : ''}.
      </p>
    </figure>
  );
}

/** Twelve items cut into groups of the chosen size, as boxes. */
export function GroupPreview({ size }: { size: string }) {
  const n = Math.max(1, toInt(size, 1));
  const groups = chunk(
    Array.from({ length: 12 }, (_, i) => i + 1),
    n,
  );
  return (
    <figure className="settings-preview">
      <figcaption>Preview · 12 items</figcaption>
      <div className="settings-preview__groups" aria-hidden="true">
        {groups.map((group) => (
          <span key={group[0]} className="settings-preview__group">
            {group.map((item) => (
              <span key={item} className="settings-preview__item">
                {item}
              </span>
            ))}
          </span>
        ))}
      </div>
      <p className="field__hint">
        {groups.length} {groups.length === 1 ? 'group' : 'groups'} of up to {n}.
      </p>
    </figure>
  );
}

export function PhonePreview({ format }: { format: string }) {
  const valid = isPhoneFormat(format.trim());
  return (
    <p className="field__hint">
      Preview:{' '}
      <span className="settings-preview__phone">
        {valid ? formatPhone('0123456789', format.trim()) : '—'}
      </span>
    </p>
  );
}
