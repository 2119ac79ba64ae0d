import { DEFAULT_SETTINGS } from '@mnemoria/events';
import type { ClientBmevent } from '@mnemoria/protocol';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decimalViews } from '../events/decimal/index.ts';
import { RecallStage } from './stages.tsx';
import { applyServerSession, createGameStore, GameStoreContext } from './store.ts';

const data = {
  raw: Array.from({ length: 6 }, () => ''),
  formatted: [
    [
      ['', '', ''],
      ['', '', ''],
    ],
  ],
  shuffle1: [],
  shuffle2: [],
};

const session = {
  _id: 's1',
  name: 'decimal',
  mode: 'versus',
  stage: 'rec',
  running: true,
  serverNow: new Date().toISOString(),
  deadline: null,
  settings: DEFAULT_SETTINGS,
  data,
  answer: ['3', '1', '4', null, null, null],
  rec_main_item: 0,
  mem_main_item: 0,
} as unknown as ClientBmevent;

describe('read-only recall (a viewer of someone else’s board)', () => {
  it('shows the stored answer and lets nothing be typed, without any player controller', () => {
    const store = createGameStore();
    applyServerSession(store, session, Date.now());
    render(
      <GameStoreContext.Provider value={store}>
        <RecallStage session={session} views={decimalViews} readOnly />
      </GameStoreContext.Provider>,
    );
    const cells = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(cells.map((c) => c.value).join('')).toBe('314');
    expect(cells.every((c) => c.closest('fieldset')?.disabled)).toBe(true);
    fireEvent.change(cells[3] as HTMLInputElement, { target: { value: '9' } });
    expect(store.get().answer).toEqual([]);
    expect(screen.getByTestId('recall').dataset.readonly).toBe('true');
  });
});
