import { DEFAULT_SETTINGS } from '@mnemoria/events';
import type { ClientBmevent } from '@mnemoria/protocol';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decimalViews } from '../events/decimal/index.ts';
import type { ChannelHandlers } from './channel.ts';
import { GameController } from './controller.ts';
import { GameBar } from './game-bar.tsx';
import { createGameStore, GameStoreContext, useGame } from './store.ts';
import { GameContext } from './use-controller.ts';

/** What the fake channel was asked to send, and its handlers (the server's pushes). */
const sent: unknown[][] = [];
let pushes: ChannelHandlers | null = null;

vi.mock('./channel.ts', () => ({
  SessionChannel: class {
    constructor(_id: string, handlers: ChannelHandlers) {
      pushes = handlers;
    }
    open() {}
    dispose() {}
    answer() {
      return null;
    }
    send() {}
    noteHeld() {}
    async command(args: unknown[]) {
      sent.push(args);
      return { success: true };
    }
  },
}));

const RECALL_SECONDS = 30;
const start = Date.now();
const session = (stage: string, patch: Partial<ClientBmevent> = {}) =>
  ({
    _id: 's1',
    id: 's1',
    name: 'decimal',
    displayName: 'Decimal',
    mode: 'versus',
    stage,
    running: true,
    exited: false,
    viewer: false,
    stagedAt: new Date(start).toISOString(),
    serverNow: new Date(start).toISOString(),
    deadline: new Date(start + RECALL_SECONDS * 1000).toISOString(),
    rec_time: RECALL_SECONDS,
    mem_time: 12,
    settings: DEFAULT_SETTINGS,
    data: { raw: ['', '', ''], formatted: [[['', '', '']]], shuffle1: [], shuffle2: [] },
    media: [],
    answer: null,
    answerSeq: 0,
    ...patch,
  }) as unknown as ClientBmevent;

vi.mock('./api.ts', async (original) => {
  const api = await original<typeof import('./api.ts')>();
  return {
    ...api,
    sessionApi: { ...api.sessionApi, hold: vi.fn(async () => ({ success: true, bmevent: current })) },
  };
});
let current = session('rec');

function Bar() {
  const s = useGame((x) => x.session);
  return s ? <GameBar session={s} onExit={() => {}} /> : null;
}

async function play(stage: string) {
  current = session(stage);
  const store = createGameStore();
  const controller = new GameController(
    {
      event: 'decimal',
      type: 'versus',
      search: '',
      resumeFinished: false,
      views: decimalViews,
      sessionId: 's1',
    },
    store,
  );
  await controller.start();
  render(
    <GameStoreContext.Provider value={store}>
      <GameContext.Provider value={controller}>
        <Bar />
      </GameContext.Provider>
    </GameStoreContext.Provider>,
  );
  return controller;
}

afterEach(() => {
  sent.length = 0;
  pushes = null;
});

describe('versus recall: Done, and the opponent’s Done', () => {
  it('offers Done in the recall, asks first like solo does, then submits the recall', async () => {
    await play('rec');
    expect(screen.queryByRole('button', { name: 'Exit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('heading', { name: 'Finish recall?' })).toBeTruthy();
    expect(screen.getByText('Your opponent’s remaining recall time is halved.')).toBeTruthy();
    // Keep recalling: nothing is sent, the sheet stays.
    fireEvent.click(screen.getByRole('button', { name: 'Keep recalling' }));
    expect(screen.queryByRole('heading', { name: 'Finish recall?' })).toBeNull();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Finish recall' }));
    });
    expect(sent).toEqual([['finished', 's1']]);
  });

  it('keeps the match clock: no Done before the recall, and Enter skips no countdown', async () => {
    const controller = await play('mem');
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    await controller.done();
    controller.askDone();
    expect(sent).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Finish recall?' })).toBeNull();
  });

  it('says why the clock moved when the opponent finished first', async () => {
    await play('rec');
    expect(screen.queryByTestId('recall-halved')).toBeNull();
    const halved = new Date(start + (RECALL_SECONDS / 2) * 1000).toISOString();
    act(() => pushes?.halfRecall({ deadline: halved }));
    expect(screen.getByTestId('recall-halved').textContent).toBe('Opponent finished — your recall is halved');
  });
});
