import { DEFAULT_SETTINGS, type ImageRaw, type ImagesData } from '@mnemoria/events';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { imagesViews } from './index.ts';

const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'];
const pics: ImageRaw[] = keys.map((k) => ({ image: `/media/images/${k}.svg`, label: k }));
const url = (k: string) => `/media/images/${k}.svg`;
const pic = (k: string) => pics[keys.indexOf(k)] as ImageRaw;
const masked = { image: '', label: '' };
// Recall sees the key masked (raw/formatted keep only their shape) and each row's pictures in the
// server's order: 11 pictures are a row of five and a last row of six; row 1 = a b c d e shown as
// d a c b e, row 2 = f … k shown as k f g h i j.
const data: ImagesData = {
  raw: pics.map(() => masked),
  formatted: [pics.slice(0, 5).map(() => masked), pics.slice(5).map(() => masked)],
  shuffle1: ['d', 'a', 'c', 'b', 'e', 'k', 'f', 'g', 'h', 'i', 'j'].map(pic),
  shuffle2: [],
};
const settings = DEFAULT_SETTINGS;
const blank5 = [null, null, null, null, null];

function Harness({ onAnswer }: { onAnswer(a: unknown[]): void }) {
  const [answer, setAnswer] = useState<unknown[]>(imagesViews.emptyAnswer(data));
  const [current, setCurrent] = useState(0);
  const { Recall } = imagesViews;
  return (
    <>
      <output data-testid="current">{current}</output>
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

const picker = () => screen.getByRole('list', { name: "This row's pictures, shuffled" });
const picture = (label: string) => within(picker()).getByRole('button', { name: new RegExp(`^${label}:`) });
const shownLabels = () =>
  within(picker())
    .getAllByRole('button')
    .map((b) => b.getAttribute('data-image'));

describe('images recall', () => {
  it("shows only the current row's pictures, in the shuffled order, the first focused", () => {
    render(<Harness onAnswer={() => {}} />);
    expect(shownLabels()).toEqual([url('d'), url('a'), url('c'), url('b'), url('e')]);
    expect(document.activeElement).toBe(picture('d'));
  });

  it('orders a row by keyboard: a digit places the focused picture and focus moves on', () => {
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    // Focus is on d: d is 4th, then a (focused next) 1st, c 3rd, b 2nd.
    fireEvent.keyDown(document.activeElement as Element, { key: '4' });
    expect(document.activeElement).toBe(picture('a'));
    fireEvent.keyDown(document.activeElement as Element, { key: '1' });
    fireEvent.keyDown(document.activeElement as Element, { key: '3' });
    expect(answer).toEqual([url('a'), null, url('c'), url('d'), ...blank5, null, null]);
    expect(picture('d').getAttribute('data-position')).toBe('4');
    expect(imagesViews.answered(answer, 0, data, settings)).toBe(false);
    fireEvent.keyDown(document.activeElement as Element, { key: '2' });
    fireEvent.keyDown(document.activeElement as Element, { key: '5' });
    expect(answer.slice(0, 5)).toEqual(['a', 'b', 'c', 'd', 'e'].map(url));
    expect(imagesViews.answered(answer, 0, data, settings)).toBe(true);
    // The full row moved on to row 2 (the last row, six pictures), first focused.
    expect(screen.getByTestId('current').textContent).toBe('1');
    expect(imagesViews.recallCount(data, settings)).toBe(2);
    expect(shownLabels()).toEqual(['k', 'f', 'g', 'h', 'i', 'j'].map(url));
    expect(document.activeElement).toBe(picture('k'));
  });

  it('moves with the arrows, renumbers, and takes a picture back with Delete or 0', () => {
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    fireEvent.keyDown(picture('d'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(picture('a'));
    fireEvent.keyDown(picture('a'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(picture('d'));
    fireEvent.keyDown(picture('d'), { key: '1' });
    // Another picture given the same place takes it; the first loses its place.
    fireEvent.keyDown(picture('c'), { key: '1' });
    expect(answer.slice(0, 4)).toEqual([url('c'), null, null, null]);
    expect(picture('d').hasAttribute('data-position')).toBe(false);
    fireEvent.keyDown(picture('c'), { key: '2' });
    expect(answer.slice(0, 4)).toEqual([null, url('c'), null, null]);
    fireEvent.keyDown(picture('c'), { key: '0' });
    expect(answer.slice(0, 4)).toEqual([null, null, null, null]);
    fireEvent.keyDown(picture('a'), { key: '3' });
    fireEvent.keyDown(picture('a'), { key: 'Delete' });
    expect(answer.slice(0, 4)).toEqual([null, null, null, null]);
    // A digit past the row's length does nothing.
    fireEvent.keyDown(picture('a'), { key: '6' });
    expect(answer.slice(0, 4)).toEqual([null, null, null, null]);
  });

  it('by mouse: clicks fill the places in order, a second click or a slot double-click takes back', () => {
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    fireEvent.click(picture('b'));
    fireEvent.click(picture('a'));
    expect(answer.slice(0, 4)).toEqual([url('b'), url('a'), null, null]);
    fireEvent.click(picture('b'));
    expect(answer.slice(0, 4)).toEqual([null, url('a'), null, null]);
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Place 2: a' }));
    expect(answer.slice(0, 4)).toEqual([null, null, null, null]);
    expect(screen.getByRole('button', { name: 'Place 1: empty' })).toBeTruthy();
  });
});
