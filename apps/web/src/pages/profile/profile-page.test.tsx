import { EVENT_NAMES } from '@mnemoria/events';
import type { StandardBestItem } from '@mnemoria/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderRoutes, stubFetch } from '../../test/render.tsx';
import { Toaster } from '../../ui/toast/toaster.tsx';
import { ProfilePage } from './profile-page.tsx';

const routes = [
  {
    path: '/app/profile',
    element: (
      <>
        <ProfilePage />
        <Toaster />
      </>
    ),
  },
];

const bests: StandardBestItem[] = EVENT_NAMES.map((name) => ({
  name,
  displayName: name === 'tetris' ? 'Blocktris' : name[0]?.toUpperCase() + name.slice(1),
  level: name === 'words' ? 2 : 1,
  best: name === 'words' ? 4 : null,
  bestAt: name === 'words' ? '2026-03-05T10:00:00.000Z' : null,
  bestMax: name === 'words' ? 5 : null,
  practiceBest: name === 'words' ? 10 : null,
  sessions: name === 'words' ? 6 : 0,
  standardSessions: name === 'words' ? 3 : 0,
  practiceSessions: name === 'words' ? 1 : 0,
  versusSessions: name === 'words' ? 2 : 0,
  lastPlayedAt: name === 'words' ? '2026-03-05T12:00:00.000Z' : null,
}));

function serve(goalStatus = 200, trophies: unknown[] = []) {
  return stubFetch({
    'GET /api/tournaments/trophies': { status: 200, body: { success: true, data: { trophies } } },
    'GET /api/user?optional=true': {
      status: 200,
      body: { user: fakeUser({ userName: 'ada', createdAt: '2026-01-09T12:00:00.000Z' }) },
    },
    'GET /api/user/profile/standard-bests': { status: 200, body: { success: true, bests } },
    'GET /api/versus/ratings': {
      status: 200,
      body: {
        success: true,
        ratings: {
          overall: { rating: 1562, deviation: 180, provisional: true },
          words: { rating: 1562, deviation: 180, provisional: true },
        },
      },
    },
    'PUT /api/user/profile/updateStandardGoals': () => ({
      status: goalStatus,
      body:
        goalStatus === 200
          ? { success: true, goals: { standard: { words: { goal: 4 } } } }
          : { success: false },
    }),
  });
}

describe('profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the standard best apart from the practice best, sessions, last played and the versus rating; animals only under Special', async () => {
    serve();
    renderRoutes(routes, '/app/profile');
    expect(await screen.findByRole('heading', { name: '@ada' })).toBeTruthy();
    expect(screen.getByText('Joined 9 January 2026')).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: 'Words' })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '4', '10', '6 (3 standard, 1 practice, 2 versus)', '5 March 2026', '1562?']);
    const decimal = (await screen.findByRole('rowheader', { name: 'Decimal' })).closest('tr') as HTMLElement;
    expect(within(decimal).getAllByRole('cell').at(-1)?.textContent).toBe('—');
    expect(screen.getByTestId('profile-versus-rating').textContent).toBe('Versus rating 1562?');
    expect(screen.queryByRole('rowheader', { name: 'Animals' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Special Bests' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: 'Animals' })).toBeTruthy();
    // No arena won yet: no trophy section.
    expect(screen.queryByRole('region', { name: 'Trophies' })).toBeNull();
  });

  it('shows the arenas the athlete won as trophies', async () => {
    serve(200, [
      { id: 't1', name: 'Hourly Decimal Arena', event: 'decimal', endsAt: '2026-03-05T10:30:00.000Z' },
    ]);
    renderRoutes(routes, '/app/profile');
    const trophy = await screen.findByTestId('trophy');
    expect(trophy.textContent).toContain('Hourly Decimal Arena');
    expect(trophy.getAttribute('href')).toBe('/app/tournaments/t1');
  });

  it('saves a goal on Enter with Goal Saved, and shows Error Saving Goals when it fails', async () => {
    const fetchMock = serve();
    renderRoutes(routes, '/app/profile');
    fireEvent.click(await screen.findByRole('tab', { name: 'Event Goals' }));
    const goal = (await screen.findByRole('spinbutton', { name: 'Words goal' })) as HTMLInputElement;
    expect(goal.value).toBe('0');
    fireEvent.change(goal, { target: { value: '4' } });
    fireEvent.keyDown(goal, { key: 'Enter' });
    expect((await screen.findAllByText('Goal Saved')).length).toBeGreaterThan(0);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ goals: { standard: { words: { goal: 4 } } } });

    serve(500);
    const dates = (await screen.findByRole('spinbutton', { name: 'Dates goal' })) as HTMLInputElement;
    fireEvent.change(dates, { target: { value: '9' } });
    fireEvent.blur(dates);
    expect((await screen.findAllByText('Error Saving Goals')).length).toBeGreaterThan(0);
    expect(dates.value).toBe('0');
  });
});
