import { DEFAULT_SETTINGS, EVENTS, type TetrisData } from '@mnemoria/events';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tetrisViews } from './index.ts';
import { piecesOf } from './placement.ts';

const data = EVENTS.tetris.generate({ amount: 4, settings: DEFAULT_SETTINGS }, 7) as TetrisData;
const { Memorize, Recall, Review } = tetrisViews;
const cell = (board: HTMLElement, row: number, col: number) =>
  board.querySelector(`[data-row="${row}"][data-col="${col}"]`) as HTMLElement;

function Harness({ emit }: { emit?: (...args: unknown[]) => void }) {
  const [answer, setAnswer] = useState<unknown[]>(tetrisViews.emptyAnswer(data));
  return (
    <>
      <Recall
        data={{ ...data, raw: [], formatted: [] }}
        settings={DEFAULT_SETTINGS}
        answer={answer}
        current={0}
        onSelect={() => {}}
        onChange={setAnswer}
        emit={emit}
        sessionId="s1"
      />
      <output data-testid="answer">{JSON.stringify(piecesOf(answer))}</output>
    </>
  );
}
const placed = () => JSON.parse(screen.getByTestId('answer').textContent ?? '[]') as unknown[];
const board = () => screen.getByRole('application');

afterEach(() => {
  vi.useRealTimers();
});

describe('Blocktris memorize', () => {
  it('drops the blocks one after another at the given speed and keeps the landed grid', () => {
    vi.useFakeTimers();
    const emit = vi.fn();
    render(
      <Memorize
        data={data}
        settings={DEFAULT_SETTINGS}
        current={0}
        onSelect={() => {}}
        blockSpeed={10}
        emit={emit}
        sessionId="s1"
      />,
    );
    const grid = screen.getByTestId('memorize-tetris').querySelector('.tetris-board') as HTMLElement;
    expect(grid.dataset.landed).toBe('0');
    const all = JSON.parse(grid.dataset.blocks ?? '[]') as unknown[];
    expect(all).toEqual(EVENTS.tetris.perfectAnswer(data));
    // One step per timer: React schedules the next row only after rendering the last one.
    const run = (steps: number) => {
      for (let i = 0; i < steps; i++) {
        act(() => {
          vi.advanceTimersByTime(10);
        });
      }
    };
    run(25);
    expect(Number(grid.dataset.landed)).toBeGreaterThanOrEqual(1);
    expect(emit).toHaveBeenCalledWith('tetris-data-update', 's1', expect.any(Array));
    run(25 * 4);
    expect(grid.dataset.done).toBe('true');
    expect(grid.querySelectorAll('.tetris-cell.is-filled')).toHaveLength(16);
    expect(screen.getByText(/All 4 blocks have landed/)).toBeTruthy();
    const last = emit.mock.calls.at(-1)?.[2] as { landed: boolean }[];
    expect(last).toHaveLength(4);
  });
});

describe('Blocktris memorize with reduced motion', () => {
  it('steps the falling piece row by row without sliding', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }));
    try {
      render(<Memorize data={data} settings={DEFAULT_SETTINGS} current={0} onSelect={() => {}} />);
      const piece = screen.getByTestId('memorize-tetris').querySelector('.tetris-falling') as HTMLElement;
      expect(piece.style.transition).toBe('none');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('Blocktris recall', () => {
  it('places the chosen piece with its top-left at the clicked cell and reports it', () => {
    const emit = vi.fn();
    render(<Harness emit={emit} />);
    fireEvent.click(screen.getByRole('button', { name: /Piece T/ }));
    fireEvent.click(cell(board(), 18, 3));
    expect(placed()).toEqual([{ name: 'T', rotation: 0, row: 18, col: 3 }]);
    expect(emit).toHaveBeenCalledWith('tetris-update', 's1', 'recall', [
      expect.objectContaining({ name: 'T', position: { row: 18, col: 3 }, isPseudo: false }),
    ]);
  });

  it('refuses a piece sticking out of the grid or overlapping, and says why', () => {
    render(<Harness />);
    fireEvent.click(cell(board(), 19, 7));
    expect(placed()).toEqual([]);
    expect(screen.getByTestId('tetris-notice').textContent).toMatch(/stick out/);
    fireEvent.click(cell(board(), 19, 0));
    fireEvent.click(cell(board(), 19, 2));
    expect(placed()).toHaveLength(1);
    expect(screen.getByTestId('tetris-notice').textContent).toMatch(/overlap/);
  });

  it('rotates with R and the rotate button, and cycles through the family only', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Piece O/ }));
    fireEvent.keyDown(board(), { key: 'r' });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate (R)' }));
    expect(screen.getByText('1/1')).toBeTruthy();
    fireEvent.keyDown(board(), { key: '6' });
    fireEvent.keyDown(board(), { key: 'R' });
    expect(screen.getByText('2/4')).toBeTruthy();
  });

  it('keyboard: arrows move the cursor, Enter places, Delete removes', () => {
    render(<Harness />);
    board().focus();
    fireEvent.keyDown(board(), { key: 'ArrowDown' });
    fireEvent.keyDown(board(), { key: 'ArrowRight' });
    fireEvent.keyDown(board(), { key: 'Enter' });
    expect(placed()).toEqual([{ name: 'I', rotation: 0, row: 1, col: 1 }]);
    fireEvent.keyDown(board(), { key: 'ArrowRight' });
    fireEvent.keyDown(board(), { key: 'Delete' });
    expect(placed()).toEqual([]);
  });

  it('double-click removes a piece with the mouse; a tap removes it on touch', () => {
    render(<Harness />);
    fireEvent.click(cell(board(), 5, 0));
    expect(placed()).toHaveLength(1);
    fireEvent.doubleClick(cell(board(), 5, 2));
    expect(placed()).toEqual([]);
    fireEvent.click(cell(board(), 5, 0));
    fireEvent.pointerDown(cell(board(), 5, 3), { pointerType: 'touch' });
    fireEvent.click(cell(board(), 5, 3));
    expect(placed()).toEqual([]);
  });

  it('counts as answered once a piece is down; the answer keeps a fixed number of slots', () => {
    const empty = tetrisViews.emptyAnswer(data);
    expect(tetrisViews.answered(empty, 0, data, DEFAULT_SETTINGS)).toBe(false);
    expect(
      tetrisViews.answered(
        [{ name: 'O', rotation: 0, row: 0, col: 0 }, ...empty.slice(1)],
        0,
        data,
        DEFAULT_SETTINGS,
      ),
    ).toBe(true);
  });
});

describe('Blocktris result', () => {
  it('shows the speed headline, both grids, and marks the cells that differ', () => {
    const answer = EVENTS.tetris.perfectAnswer(data).slice(1);
    const result = EVENTS.tetris.score(data, answer);
    render(
      <Review data={data} settings={DEFAULT_SETTINGS} result={result} blockSpeed={1000} answer={answer} />,
    );
    expect(screen.getByTestId('tetris-speed').textContent).toContain('Speed: 1000 ms');
    expect(screen.getByText('Blocks rebuilt: 3 / 4')).toBeTruthy();
    const yours = screen.getByTestId('grid-yours');
    expect(yours.querySelectorAll('.is-missing')).toHaveLength(4);
    expect(screen.getByTestId('grid-correct').querySelectorAll('.is-filled')).toHaveLength(16);
    const verdicts = [...screen.getByTestId('review-tetris').querySelectorAll('li[data-verdict]')];
    expect(verdicts.map((v) => v.getAttribute('data-verdict'))).toEqual(['wrong', 'right', 'right', 'right']);
  });
});
