import { DEFAULT_SETTINGS, EVENTS, type NamesData } from '@mnemoria/events';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { namesViews } from './index.ts';

const people = [
  { face: '/media/faces/a.webp', name: 'Ana Ito', first: 'Ana', last: 'Ito' },
  { face: '/media/faces/b.webp', name: 'Ben Kay', first: 'Ben', last: 'Kay' },
  { face: '/media/faces/c.webp', name: 'Cleo Lund', first: 'Cleo', last: 'Lund' },
  { face: '/media/faces/d.webp', name: 'Dan Moe', first: 'Dan', last: 'Moe' },
];
const data: NamesData = {
  raw: people,
  formatted: people,
  shuffle1: people.map(({ face }) => ({ face })),
  shuffle2: [],
};

describe('names review', () => {
  it('tags right, half right and wrong names, and says "No answer" for a blank one, without a ✗', () => {
    const result = EVENTS.names.score(data, ['Ana Ito', 'Ben', 'Zed Zed', null]);
    render(<namesViews.Review data={data} settings={DEFAULT_SETTINGS} result={result} />);
    const tags = [...document.querySelectorAll('.name-tag')];
    expect(tags.map((t) => t.className)).toEqual([
      'name-tag is-right',
      'name-tag is-partial',
      'name-tag is-wrong',
      'name-tag is-blank',
    ]);
    expect(tags.map((t) => t.textContent)).toEqual([
      '✓ Right: Ana Ito',
      '½ Partly right: Ben',
      '✗ Wrong: Zed Zed',
      'No answer',
    ]);
    // The right name is shown under every miss, the blank one included.
    expect(screen.getByText('Dan Moe')).toBeTruthy();
    expect(screen.queryByText(/N\/A/)).toBeNull();
  });
});
