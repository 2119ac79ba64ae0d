import { EVENT_NAMES } from '@mnemoria/events';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderRoutes, stubFetch } from '../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const routes = [{ path: '/app/dashboard', element: <DashboardPage /> }];

const topLevels = [
  { event: 'words', level: 2, amount: 4, totalMark: 5 },
  { event: 'tetris', level: 3, amount: 860, totalMark: null },
  ...EVENT_NAMES.filter((e) => e !== 'words' && e !== 'tetris').map((event) => ({
    event,
    level: null,
    amount: null,
    totalMark: null,
  })),
];

describe('dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists Top Levels with level, score/total and Blocktris in ms; 4 rows until SHOW ALL', async () => {
    stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: fakeUser({ userName: 'ada' }) } },
      'GET /api/bmevent/meta': { status: 200, body: { success: true, data: [] } },
      'GET /api/event/results/topEventsLevels': { status: 200, body: topLevels },
    });
    renderRoutes(routes, '/app/dashboard');
    const panel = await screen.findByRole('region', { name: 'Top Levels' });
    const rows = () => within(panel).getAllByRole('listitem');
    await vi.waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[0]?.textContent).toContain('Lv 2');
    expect(rows()[0]?.textContent).toContain('4/5');
    expect(rows()[1]?.textContent).toContain('Blocktris');
    expect(rows()[1]?.textContent).toContain('860 ms');
    expect(rows()[2]?.textContent).toContain('Lv N/A');
    fireEvent.click(within(panel).getByRole('button', { name: 'SHOW ALL' }));
    expect(rows()).toHaveLength(13);
    fireEvent.click(within(panel).getByRole('button', { name: 'SHOW LESS' }));
    expect(rows()).toHaveLength(4);
    expect(screen.getByRole('heading', { name: /, ada!$/ })).toBeTruthy();
  });

  it('logs a Top Levels failure and shows every event as N/A', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: fakeUser() } },
      'GET /api/bmevent/meta': { status: 200, body: { success: true, data: [] } },
      'GET /api/event/results/topEventsLevels': { status: 500, body: { success: false } },
    });
    renderRoutes(routes, '/app/dashboard');
    const panel = await screen.findByRole('region', { name: 'Top Levels' });
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error fetching top levels:', expect.anything()),
    );
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('invites to the community chat the server names, in a new tab, and shows none when it names none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const base = {
      'GET /api/user?optional=true': { status: 200, body: { user: fakeUser() } },
      'GET /api/event/results/topEventsLevels': { status: 200, body: [] },
    };
    stubFetch({
      ...base,
      'GET /api/chat/community': {
        status: 200,
        body: { success: true, url: 'https://chat.example.org/join' },
      },
    });
    const first = renderRoutes(routes, '/app/dashboard');
    const link = await screen.findByRole('link', { name: /Join our community chat/ });
    expect(link.getAttribute('href')).toBe('https://chat.example.org/join');
    expect(link.getAttribute('target')).toBe('_blank');
    first.unmount();
    let answered = false;
    stubFetch({
      ...base,
      'GET /api/chat/community': () => {
        answered = true;
        return { status: 200, body: { success: true, url: null } };
      },
    });
    const second = renderRoutes(routes, '/app/dashboard');
    await vi.waitFor(() => expect(answered).toBe(true));
    await vi.waitFor(() => expect(second.client.isFetching({ queryKey: ['chat-community'] })).toBe(0));
    expect(screen.queryByRole('link', { name: /community chat/ })).toBeNull();
  });

  it('shows the systems reviews due with a link to them', async () => {
    stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: fakeUser() } },
      'GET /api/bmevent/meta': { status: 200, body: { success: true, data: [] } },
      'GET /api/event/results/topEventsLevels': { status: 200, body: topLevels },
      'GET /api/systems': {
        status: 200,
        body: {
          success: true,
          data: {
            decks: [
              { kind: 'major2', title: 'Major System 00–99', size: 100, filled: 100, due: 97, fresh: 97 },
            ],
            due: 97,
          },
        },
      },
    });
    renderRoutes(routes, '/app/dashboard');
    const panel = await screen.findByRole('region', { name: 'Systems reviews' });
    await vi.waitFor(() => expect(panel.textContent).toContain('97 reviews due in your systems'));
    expect(within(panel).getByRole('link', { name: 'Review now' }).getAttribute('href')).toBe('/app/systems');
  });
});
