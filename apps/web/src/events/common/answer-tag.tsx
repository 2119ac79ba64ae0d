import type { Verdict } from '@mnemoria/events';
import { type Mark, SPOKEN, SYMBOL } from './verdict.tsx';
import './verdict.css';

/**
 * The tag under a face or an animal in a result (names, animals): the typed name with ✓, ½ or ✗.
 * A name left blank says "No answer" plainly, in a neutral tag: it scores nothing, but a ✗ beside a
 * placeholder read as if the athlete had typed something wrong (or typed "N/A").
 */
export function AnswerTag({
  className,
  verdict,
  mark,
  given,
}: {
  /** The event's own tag class (`name-tag`, `animal-tag`); `is-<mark>` or `is-blank` is added. */
  className: string;
  verdict: Verdict;
  mark: Mark;
  given: string | null | undefined;
}) {
  if (given === null || given === undefined || given.trim() === '') {
    return (
      <span className={`${className} is-blank`} data-verdict={verdict} data-mark="blank">
        No answer
      </span>
    );
  }
  return (
    <span className={`${className} is-${mark}`} data-verdict={verdict} data-mark={mark}>
      <span aria-hidden="true">{SYMBOL[mark]}</span>
      <span className="visually-hidden">{SPOKEN[mark]}</span>
      {given}
    </span>
  );
}
