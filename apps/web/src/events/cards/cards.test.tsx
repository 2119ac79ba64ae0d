import { CARD_RANKS, CARD_SUITS, type CardRaw, type CardsData, DEFAULT_SETTINGS } from '@mnemoria/events';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fanRows } from './card-names.ts';
import { cardsViews } from './index.ts';

const deck: CardRaw[] = CARD_SUITS.flatMap((suit) =>
  CARD_RANKS.map((rank) => ({ id: `${rank}-of-${suit}`, image: `/media/cards/${rank}-of-${suit}.svg` })),
);
const fan = [...deck, { id: 'back', image: '/media/cards/back.svg' }];
const settings = { ...DEFAULT_SETTINGS, cards_group_number: 3 };
// Recall: the dealt cards are masked, the 53-card fan stays.
const data: CardsData = {
  raw: Array.from({ length: 5 }, () => ({ id: '', image: '' })),
  formatted: [],
  shuffle1: fan,
  shuffle2: [],
};

function Harness({
  onAnswer,
  dealt = data,
  start = 0,
  initial,
}: {
  onAnswer(a: unknown[]): void;
  dealt?: CardsData;
  start?: number;
  initial?: unknown[];
}) {
  const [answer, setAnswer] = useState<unknown[]>(initial ?? cardsViews.emptyAnswer(dealt));
  const [current, setCurrent] = useState(start);
  const { Recall } = cardsViews;
  return (
    <>
      <output data-testid="current">{current}</output>
      <Recall
        data={dealt}
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

const fanGroup = () => screen.getByRole('group', { name: 'All cards: pick one' });
const url = (id: string) => `/media/cards/${id}.svg`;

describe('cards recall', () => {
  it('with several decks, names the deck and marks only the cards placed in that deck', () => {
    // Two decks in groups of 3: group 1 is in the first deck, group 19 (cards 55–57) in the second.
    const twoDecks: CardsData = { ...data, raw: Array.from({ length: 104 }, () => ({ id: '', image: '' })) };
    const placed = cardsViews.emptyAnswer(twoDecks);
    placed[0] = url('king-of-hearts');
    const { unmount } = render(<Harness onAnswer={() => {}} dealt={twoDecks} initial={placed} />);
    expect(screen.getByText(/Deck 1 of 2 · Group 1: cards 1–3/)).toBeTruthy();
    expect(within(fanGroup()).getByRole('button', { name: 'King of hearts (placed)' })).toBeTruthy();
    unmount();
    render(<Harness onAnswer={() => {}} dealt={twoDecks} initial={placed} start={18} />);
    expect(screen.getByText(/Deck 2 of 2 · Group 19: cards 55–57/)).toBeTruthy();
    // Placed in the first deck only: free to pick again in the second.
    expect(within(fanGroup()).getByRole('button', { name: 'King of hearts' })).toBeTruthy();
    fireEvent.click(within(fanGroup()).getByRole('button', { name: 'Ace of spades' }));
    expect(within(fanGroup()).getByRole('button', { name: 'Ace of spades (placed)' })).toBeTruthy();
  });

  it('shows all 53 cards, one fanned row per suit', () => {
    expect(fanRows(fan).map((row) => row.length)).toEqual([13, 13, 13, 14]);
    render(<Harness onAnswer={() => {}} />);
    expect(within(fanGroup()).getAllByRole('button')).toHaveLength(53);
  });

  it('a click fills the raised slot and raises the next; a full group moves on', () => {
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    const raised = () => screen.getAllByRole('button', { pressed: true })[0];
    expect(raised()?.getAttribute('aria-label')).toBe('Card 1: empty');
    fireEvent.click(within(fanGroup()).getByRole('button', { name: 'King of hearts' }));
    expect(answer[0]).toBe(url('king-of-hearts'));
    expect(raised()?.getAttribute('aria-label')).toBe('Card 2: empty');
    fireEvent.click(within(fanGroup()).getByRole('button', { name: '2 of clubs' }));
    expect(cardsViews.answered(answer, 0, data, settings)).toBe(false);
    fireEvent.click(within(fanGroup()).getByRole('button', { name: 'Card back' }));
    expect(cardsViews.answered(answer, 0, data, settings)).toBe(true);
    expect(screen.getByTestId('current').textContent).toBe('1');
    // A placed card is marked but stays pickable (long sessions deal several decks).
    expect(within(fanGroup()).getByRole('button', { name: 'King of hearts (placed)' })).toBeTruthy();
  });

  it('picks by keyboard: arrows move in the fan, Enter picks', () => {
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    const first = within(fanGroup()).getByRole('button', { name: 'Ace of clubs' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2 of diamonds');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    // Enter on a focused button is a native click.
    fireEvent.click(document.activeElement as Element);
    expect(answer[0]).toBe(url('2-of-diamonds'));
  });

  it('double-click clears a slot and raises it; Delete clears too', () => {
    let answer: unknown[] = [];
    render(<Harness onAnswer={(a) => (answer = a)} />);
    fireEvent.click(within(fanGroup()).getByRole('button', { name: 'Ace of spades' }));
    fireEvent.click(within(fanGroup()).getByRole('button', { name: '3 of spades' }));
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Card 1: Ace of spades' }));
    expect(answer.slice(0, 2)).toEqual([null, url('3-of-spades')]);
    expect(screen.getByRole('button', { name: 'Card 1: empty' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Card 2: 3 of spades' }), { key: 'Delete' });
    expect(answer.slice(0, 2)).toEqual([null, null]);
  });
});
