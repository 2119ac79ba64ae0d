import { EVENT_NAMES } from '@mnemoria/events';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderRoutes, stubFetch } from '../../test/render.tsx';
import { fakeMeta, ranks } from './fixtures.test-helper.ts';
import { TrainPage } from './train-page.tsx';

const routes = [{ path: '/app/train', element: <TrainPage /> }];

describe('train page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows all 13 events in order with level, rank badge and the favourite mark', async () => {
    const user = fakeUser({
      eventsRanks: { ...ranks, words: { name: 'Apprentice', imageUrl: '/media/ranks/apprentice.svg' } },
      levels: { words: 7 },
      favorite: { bmevents: ['cards'], palaces: [] },
    });
    stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user } },
      'GET /api/bmevent/meta': { status: 200, body: { success: true, data: fakeMeta } },
    });
    renderRoutes(routes, '/app/train');

    const grid = await screen.findByRole('list', { name: 'Events' });
    const cards = within(grid).getAllByRole('link');
    expect(cards).toHaveLength(13);
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(
      EVENT_NAMES.map((name) => `/app/event/${name}/standard`),
    );
    expect(within(grid).getByText('Blocktris')).toBeTruthy();

    const words = cards[EVENT_NAMES.indexOf('words')] as HTMLElement;
    expect(within(words).getByRole('img', { name: 'Apprentice' }).getAttribute('src')).toBe(
      '/media/ranks/apprentice.svg',
    );
    expect(within(words).getByText('Level 7')).toBeTruthy();
    expect(within(grid).getAllByRole('img', { name: 'Novice' })).toHaveLength(12);

    // Only the favourite carries the corner mark.
    expect(within(grid).getAllByText('Favourite')).toHaveLength(1);
    expect(within(cards[EVENT_NAMES.indexOf('cards')] as HTMLElement).getByText('Favourite')).toBeTruthy();
  });

  it('logs a failed meta fetch and says the events could not be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: fakeUser() } },
      'GET /api/bmevent/meta': { status: 500, body: {} },
    });
    renderRoutes(routes, '/app/train');
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
