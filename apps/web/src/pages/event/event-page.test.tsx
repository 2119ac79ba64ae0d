import type { User } from '@mnemoria/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderRoutes } from '../../test/render.tsx';
import { fakeMeta, ranks } from '../train/fixtures.test-helper.ts';
import { EventPage } from './event-page.tsx';

const routes = [
  { path: '/app/event/:event/:type', element: <EventPage /> },
  { path: '/app/event/:event/:type/start', element: <h1>Game</h1> },
  { path: '/app/train', element: <h1>Train</h1> },
];

/** A fetch whose favourite PUT answers only when the test says so (to see the optimistic state). */
function stubServer(user: User, favorite: { status: number; body: unknown }) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${String(input)}`;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (key === 'GET /api/user?optional=true') return json(200, { user });
    if (key === 'GET /api/bmevent/meta') return json(200, { success: true, data: fakeMeta });
    if (key === 'PUT /api/user/event/settings/favorite') {
      await gate;
      return json(favorite.status, favorite.body);
    }
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

const star = () => screen.getByRole('button', { name: 'Favourite Words' });

describe('event page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds a favourite at once and confirms with a success toast', async () => {
    const user = fakeUser({ eventsRanks: ranks, favorite: { bmevents: ['cards'], palaces: [] } });
    const { fetchMock, release } = stubServer(user, {
      status: 200,
      body: { success: true, favorite: { bmevents: ['cards', 'words'], palaces: [] } },
    });
    const { client } = renderRoutes(routes, '/app/event/words/standard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Words' })).toBeTruthy();
    expect(star().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ favorite: { bmevents: ['cards', 'words'] } });

    release();
    expect(await screen.findByText('Added to favorites')).toBeTruthy();
    expect(client.getQueryData<User>(['current-user'])?.favorite.bmevents).toEqual(['cards', 'words']);
  });

  it('rolls the star back and shows an error toast when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = fakeUser({ eventsRanks: ranks, favorite: { bmevents: ['words'], palaces: [] } });
    const { release } = stubServer(user, { status: 500, body: { success: false } });
    renderRoutes(routes, '/app/event/words/standard');
    await screen.findByRole('heading', { level: 1, name: 'Words' });
    expect(star().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    release();
    expect(await screen.findByText('Failed to update favorites')).toBeTruthy();
    expect(star().getAttribute('aria-pressed')).toBe('true');
  });

  it('shows an info toast when a favourite is removed', async () => {
    const user = fakeUser({ eventsRanks: ranks, favorite: { bmevents: ['words'], palaces: [] } });
    const { release } = stubServer(user, {
      status: 200,
      body: { success: true, favorite: { bmevents: [], palaces: [] } },
    });
    renderRoutes(routes, '/app/event/words/standard');
    await screen.findByRole('heading', { level: 1, name: 'Words' });
    release();
    fireEvent.click(star());
    expect(await screen.findByText('Removed from favorites')).toBeTruthy();
    expect(star().getAttribute('aria-pressed')).toBe('false');
  });

  it('standard tab: level rules, trials, rank and Start', async () => {
    const user = fakeUser({
      eventsRanks: ranks,
      levels: { words: 3 },
      bests: { words: 8 },
      fp: { standard: { chance: 5, played: 2 } },
    });
    stubServer(user, { status: 200, body: {} });
    const { router } = renderRoutes(routes, '/app/event/words/standard');
    await screen.findByRole('heading', { level: 1, name: 'Words' });
    expect(screen.getByRole('tab', { name: 'Standard' }).getAttribute('aria-selected')).toBe('true');
    // Level 3 words: 2·3+3 = 9 words, 9·4 s = 36 s → 40 s memorize, 80 s recall.
    expect(screen.getByText('9 words')).toBeTruthy();
    expect(screen.getByText('40 s')).toBeTruthy();
    expect(screen.getByText('1 min 20 s')).toBeTruthy();
    expect(screen.getByText('8')).toBeTruthy();
    expect(screen.getByText('Free Trial 3/5')).toBeTruthy();
    expect(screen.getByText('Novice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Start Words/ }));
    expect(router.state.location.pathname).toBe('/app/event/words/standard/start');
  });

  it('disables Start when the day’s trials are used', async () => {
    const user = fakeUser({ eventsRanks: ranks, fp: { standard: { chance: 5, played: 5 } } });
    stubServer(user, { status: 200, body: {} });
    renderRoutes(routes, '/app/event/words/standard');
    await screen.findByRole('heading', { level: 1, name: 'Words' });
    expect((screen.getByRole('button', { name: /Start Words/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/free standard trials/).textContent).toContain('Practice');
  });

  it('keyboard: arrows move between the tabs', async () => {
    stubServer(fakeUser({ eventsRanks: ranks }), { status: 200, body: {} });
    const { router } = renderRoutes(routes, '/app/event/cards/standard');
    await screen.findByRole('heading', { level: 1, name: 'Cards' });
    expect((screen.getByRole('button', { name: /Start Cards/ }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Standard' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/event/cards/settings'));
  });

  it('sends an unknown event back to the Train page', async () => {
    stubServer(fakeUser(), { status: 200, body: {} });
    const { router } = renderRoutes(routes, '/app/event/chess/standard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/train'));
  });
});
