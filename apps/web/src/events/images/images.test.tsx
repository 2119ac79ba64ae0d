import { DEFAULT_SETTINGS, type ImageRaw, type ImagesData } from '@mnemoria/events';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imagesViews } from './index.ts';

const pics: ImageRaw[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => ({
  image: `/media/images/${k}.svg`,
  label: k,
}));
// Recall sees the key masked (raw/formatted) and the shuffled picker.
const data: ImagesData = {
  raw: pics.map(() => ({ image: '', label: '' })),
  formatted: [],
  shuffle1: [pics[3], pics[0], pics[5], pics[1], pics[4], pics[2]] as ImageRaw[],
  shuffle2: [],
};
const settings = { ...DEFAULT_SETTINGS, images_group_number: 4 };

function Harness({ onAnswer }: { onAnswer(a: unknown[]): void }) {
  const [answer, setAnswer] = useState<unknown[]>(imagesViews.emptyAnswer(data));
  const [current, setCurrent] = useState(0);
  const { Recall } = imagesViews;
  return (
    <>
      <output data-testid="current">{current}</output>
      <button type="button" onClick={() => setCurrent(0)}>
        back to row 1
      </button>
      <Recall
        data={data}
        settings={settings}
        answer={answer}
        current={current}
        onSelect={setCurrent}
        onChange={(next) => {
          setAnswer(next);
          onAnswer(next);
        }}
      />
    </>
  );
}

const picker = () => screen.getByRole('list', { name: 'Pictures to place' });
const place = (label: string) =>
  fireEvent.click(within(picker()).getByRole('button', { name: `Place ${label}` }));

afterEach(() => vi.restoreAllMocks());

describe('images recall', () => {
  it('fills the next empty slot, hides placed pictures and moves on when the row is full', () => {
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    expect(within(picker()).getAllByRole('button')).toHaveLength(6);
    place('a');
    place('b');
    expect(answer).toEqual(['/media/images/a.svg', '/media/images/b.svg', null, null, null, null]);
    expect(within(picker()).queryByRole('button', { name: 'Place a' })).toBeNull();
    expect(imagesViews.answered(answer, 0, data, settings)).toBe(false);
    place('c');
    place('d');
    expect(imagesViews.answered(answer, 0, data, settings)).toBe(true);
    expect(screen.getByTestId('current').textContent).toBe('1');
    place('e');
    expect(answer[4]).toBe('/media/images/e.svg');
  });

  it('double-click clears a slot and the picture returns to the picker', () => {
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    place('f');
    const slot = screen.getByRole('button', { name: 'Slot 1: f' });
    fireEvent.doubleClick(slot);
    expect(answer[0]).toBeNull();
    expect(within(picker()).getByRole('button', { name: 'Place f' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Slot 1: empty' })).toBeTruthy();
  });

  it('clears by tap + Clear and by Delete, for touch and keyboard', () => {
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    place('a');
    place('b');
    fireEvent.click(screen.getByRole('button', { name: 'Slot 1: a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear slot 1' }));
    expect(answer.slice(0, 2)).toEqual([null, '/media/images/b.svg']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Slot 2: b' }), { key: 'Delete' });
    expect(answer.slice(0, 2)).toEqual([null, null]);
  });

  it("logs 'Invalid group or slot' for a pick into a full row and changes nothing", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    for (const k of ['a', 'b', 'c', 'd']) place(k);
    fireEvent.click(screen.getByRole('button', { name: 'back to row 1' }));
    const before = answer;
    place('e');
    expect(error).toHaveBeenCalledWith('Invalid group or slot');
    expect(answer).toBe(before);
    expect(within(picker()).getByRole('button', { name: 'Place e' })).toBeTruthy();
  });

  it('never shows the answer key: picker labels come from the shuffled set', () => {
    render(<Harness onAnswer={() => {}} />);
    const labels = within(picker())
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['Place d', 'Place a', 'Place f', 'Place b', 'Place e', 'Place c']);
  });
});
