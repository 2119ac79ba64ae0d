import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderRoutes, stubFetch } from '../../test/render.tsx';
import { LeaderboardPage } from './leaderboard-page.tsx';

const routes = [{ path: '/app/leaderboard', element: <LeaderboardPage /> }];

const row = (rank: number, userName: string, highestScore: number, memorizeMs: number | null) => ({
  rank,
  userId: `u${rank}`,
  userName,
  image: null,
  highestScore,
  memorizeMs,
});

describe('leaderboard page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each best with its memorize time, the tiebreak at an equal score', async () => {
    stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: fakeUser({ _id: 'u2' }) } },
      'GET /api/bmevent/meta': { status: 200, body: { success: true, data: [] } },
      'GET /api/leaderboard/standardUsersData?event=dates&page=1': {
        status: 200,
        body: {
          success: true,
          event: 'dates',
          headline: 'score',
          page: 1,
          pageSize: 20,
          total: 3,
          pages: 1,
          leaderboard: [row(1, 'fast', 30, 42_300), row(2, 'slow', 30, 61_000), row(3, 'old', 30, null)],
          me: { rank: 2, highestScore: 30, memorizeMs: 61_000 },
        },
      },
    });
    renderRoutes(routes, '/app/leaderboard?event=dates');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Memorize time' })).toBeTruthy();
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    // Rank, name (after the avatar's initials), score, memorize time.
    expect(cells.map(([rank, name, score, time]) => [rank, Boolean(name), score, time])).toEqual([
      ['1', true, '30', '42.3 s'],
      ['2', true, '30', '61.0 s'],
      ['3', true, '30', '—'],
    ]);
    expect(cells.map((c) => c[1])).toEqual([
      expect.stringContaining('fast'),
      expect.stringContaining('slow'),
      expect.stringContaining('old'),
    ]);
    expect(screen.getByTestId('own-rank').textContent).toContain('61.0 s');
  });
});
