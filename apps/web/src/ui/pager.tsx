import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from './button.tsx';
import './pager.css';

/**
 * The page number typed in the pager, or undefined when it must be ignored: not a number, not a
 * whole number, below 1 or above the page count.
 */
export function acceptedPage(text: string, pages: number): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= pages ? n : undefined;
}

/** Prev / Next and a page input; an input the list cannot show is ignored (the field resets). */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
  /** What is paged, for screen readers ("Leaderboard pages"). */
  label: string;
}) {
  const id = useId();
  const [text, setText] = useState(String(page));
  useEffect(() => setText(String(page)), [page]);
  const commit = (e?: FormEvent) => {
    e?.preventDefault();
    const n = acceptedPage(text, pages);
    if (n === undefined) setText(String(page));
    else if (n !== page) onPage(n);
  };
  const last = Math.max(1, pages);
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <form className="pager__jump" onSubmit={commit}>
        <label htmlFor={id}>Page</label>
        <input
          id={id}
          className="control pager__input"
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => commit()}
          aria-describedby={`${id}-of`}
        />
        <span id={`${id}-of`}>of {last}</span>
      </form>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
