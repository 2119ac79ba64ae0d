import { DEFAULT_SETTINGS } from '@mnemoria/events';
import type { ClientBmevent } from '@mnemoria/protocol';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decimalViews } from '../events/decimal/index.ts';
import { renderRoutes, stubFetch } from '../test/render.tsx';
import { ResultStage } from './result-stage.tsx';

afterEach(() => vi.unstubAllGlobals());

const data = {
  raw: ['1', '2'],
  formatted: [[['1', '2']]],
  shuffle1: [],
  shuffle2: [],
};

/** A finished practice session below the pass mark. */
const finished = (over: Partial<ClientBmevent>) =>
  ({
    _id: 'r1',
    id: 'r1',
    name: 'decimal',
    displayName: 'Decimal',
    mode: 'practice',
    stage: 'res',
    running: false,
    exited: false,
    viewer: false,
    settings: DEFAULT_SETTINGS,
    data,
    answer: ['1', '9'],
    answerSeq: 1,
    result: {
      score: 1,
      max: 2,
      percent: 50,
      items: [
        { index: 0, expected: '1', given: '1', verdict: 'right', points: 1 },
        { index: 1, expected: '2', given: '9', verdict: 'wrong', points: 0 },
      ],
    },
    score: 1,
    percent: 50,
    evaluation: 'failed',
    level: null,
    block_speed: null,
    mem_timed: 1,
    rec_timed: 12.5,
    ...over,
  }) as unknown as ClientBmevent;

function show(session: ClientBmevent) {
  stubFetch({ 'POST /api/ranks/update-event-rank': { status: 200, body: { rankChanged: false } } });
  renderRoutes(
    [{ path: '/', element: <ResultStage session={session} views={decimalViews} onExit={() => {}} /> }],
    '/',
  );
}

describe('the result summary', () => {
  it('says plainly that the session did not pass, and counts seconds in the right number', () => {
    show(finished({}));
    expect(screen.getByTestId('evaluation').textContent).toBe(
      '✗ Not passed this time: you need 80%. Keep training!',
    );
    const summary = screen.getByText('Memorize time').closest('dl') as HTMLElement;
    expect(within(summary).getByText('1 second')).toBeTruthy();
    expect(within(summary).getByText('12.5 seconds')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/secs|Sorry|failed/);
  });

  it('shows a dash for a time that was not measured', () => {
    show(finished({ mem_timed: null, rec_timed: 0 }));
    const summary = screen.getByText('Memorize time').closest('dl') as HTMLElement;
    expect(within(summary).getByText('—')).toBeTruthy();
    expect(within(summary).getByText('0 seconds')).toBeTruthy();
  });

  it("shows a perfect speed-cards deck's time to the hundredth of a second", () => {
    const deck = finished({}).result as NonNullable<ClientBmevent['result']>;
    show(finished({ result: { ...deck, score: 2, max: 2, seconds: 41.07 } }));
    expect(screen.getByTestId('speed-cards-time').textContent).toBe('41.07 s');
  });

  it('says an imperfect speed-cards deck counts as 300 s', () => {
    const deck = finished({}).result as NonNullable<ClientBmevent['result']>;
    show(finished({ result: { ...deck, seconds: 300 } }));
    expect(screen.getByTestId('speed-cards-time').textContent).toBe(
      '300.00 s (not a perfect deck: counts as 300 s)',
    );
  });

  it('shows no speed-cards time for other results', () => {
    show(finished({}));
    expect(screen.queryByTestId('speed-cards-time')).toBeNull();
  });
});
