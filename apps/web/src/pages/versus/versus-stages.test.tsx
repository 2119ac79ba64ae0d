import type { RatingView, VersusPlayer, VersusState } from '@mnemoria/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ratingText } from '../../api/versus-queries.ts';
import { renderRoutes, stubFetch } from '../../test/render.tsx';
import { ChoiceStage } from './choice-stage.tsx';
import { ModeSelect, TrialsBar } from './versus-parts.tsx';

const rating = (value: number, provisional: boolean): RatingView => ({
  rating: value,
  deviation: provisional ? 300 : 60,
  provisional,
  games: provisional ? 1 : 30,
});

const player = (name: string, you: boolean, extra: Partial<VersusPlayer> = {}): VersusPlayer => ({
  user: { _id: name, userName: name, image: null },
  you,
  rating: rating(1500, true),
  choice: null,
  choiceLocked: false,
  ready: false,
  loaded: false,
  stage: null,
  left: false,
  ...extra,
});

function state(extra: Partial<VersusState> = {}): VersusState {
  return {
    stage: 'none',
    mode: null,
    searchId: null,
    searchStartedAt: null,
    serverNow: new Date().toISOString(),
    room: null,
    lastResult: null,
    trials: { premium: false, chance: 5, played: 2 },
    rating: rating(1500, true),
    ...extra,
  };
}

function choiceState(you: Partial<VersusPlayer>, opponent: Partial<VersusPlayer> = {}) {
  return state({
    stage: 'choice',
    mode: '1v1',
    room: {
      _id: 'm1',
      stage: 'choice',
      players: [player('ada', true, you), player('grace', false, opponent)],
      choiceLocked: false,
      choiceMatched: false,
      eventName: null,
      bmeventId: null,
      result: null,
      rated: true,
    },
  });
}

const show = (element: React.ReactElement) => {
  stubFetch({ 'GET /api/bmevent/meta': { status: 200, body: { success: true, data: [] } } });
  return renderRoutes([{ path: '/', element }], '/');
};

afterEach(() => vi.unstubAllGlobals());

describe('versus page stages', () => {
  it("marks a provisional rating with '?'", () => {
    expect(ratingText(rating(1623, true))).toBe('1623?');
    expect(ratingText(rating(1623, false))).toBe('1623');
    expect(ratingText(undefined)).toBe('1500?');
  });

  it("shows the trials left, 'Free Trial 3/5' after two matches, as the standard tab counts them", () => {
    const { unmount } = show(<TrialsBar trials={{ premium: false, chance: 5, played: 0 }} />);
    expect(screen.getByTestId('free-trials').textContent).toBe('Free Trial 5/5');
    unmount();
    show(<TrialsBar trials={{ premium: false, chance: 5, played: 2 }} />);
    expect(screen.getByTestId('free-trials').textContent).toBe('Free Trial 3/5');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/app/membership');
  });

  it('disables the mode buttons and Search once the day’s trials are used; premium never', () => {
    const onSearch = vi.fn();
    const used = state({ trials: { premium: false, chance: 5, played: 5 } });
    const { unmount } = show(<ModeSelect state={used} pending={false} onSearch={onSearch} />);
    expect((screen.getByRole('button', { name: /1 vs 1/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    const premium = state({ trials: { premium: true, chance: 5, played: 9 } });
    show(<ModeSelect state={premium} pending={false} onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it("shows both players, 'Picking...' until a pick, and Ready only once your pick is locked", () => {
    const onPick = vi.fn();
    show(<ChoiceStage state={choiceState({})} pending={false} onPick={onPick} onReady={() => {}} />);
    const opponent = screen.getByTestId('player-opponent');
    expect(within(opponent).getByText('grace')).toBeTruthy();
    expect(within(opponent).getByText('Picking...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ready' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Words/ }));
    expect(onPick).toHaveBeenCalledWith('words');
  });

  it('says when the match an unrated challenge opened moves no rating', () => {
    const agreed = (rated: boolean) => {
      const s = choiceState({ choice: 'cards', choiceLocked: true }, { choice: 'cards', choiceLocked: true });
      return s.room
        ? {
            ...s,
            room: { ...s.room, choiceLocked: true, choiceMatched: true, eventName: 'cards' as const, rated },
          }
        : s;
    };
    const { unmount } = show(
      <ChoiceStage state={agreed(false)} pending={false} onPick={() => {}} onReady={() => {}} />,
    );
    expect(screen.getByTestId('settled-event').textContent).toBe(
      'You both picked Cards. Unrated match: no rating changes.',
    );
    unmount();
    show(<ChoiceStage state={agreed(true)} pending={false} onPick={() => {}} onReady={() => {}} />);
    expect(screen.getByTestId('settled-event').textContent).toBe('You both picked Cards.');
  });

  it("locks the pick and turns Ready into 'Starting' once you are ready", () => {
    const onReady = vi.fn();
    const locked = choiceState(
      { choice: 'words', choiceLocked: true },
      { choice: 'decimal', choiceLocked: true },
    );
    const { unmount } = show(
      <ChoiceStage state={locked} pending={false} onPick={() => {}} onReady={onReady} />,
    );
    expect((screen.getByRole('button', { name: /Decimal/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByTestId('player-opponent')).getByText('Decimal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
    expect(onReady).toHaveBeenCalledOnce();
    unmount();
    const ready = choiceState({ choice: 'words', choiceLocked: true, ready: true });
    show(<ChoiceStage state={ready} pending={false} onPick={() => {}} onReady={onReady} />);
    expect((screen.getByRole('button', { name: 'Starting' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
