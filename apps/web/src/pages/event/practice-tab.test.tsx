import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderRoutes, stubFetch } from '../../test/render.tsx';
import { fakeMeta, ranks } from '../train/fixtures.test-helper.ts';
import { EventPage } from './event-page.tsx';

const routes = [
  { path: '/app/event/:event/:type', element: <EventPage /> },
  { path: '/app/event/:event/:type/start', element: <h1>Game</h1> },
];

async function openPractice() {
  stubFetch({
    'GET /api/user?optional=true': {
      status: 200,
      body: { user: fakeUser({ eventsRanks: ranks, levels: { binary: 2 } }) },
    },
    'GET /api/bmevent/meta': { status: 200, body: { success: true, data: fakeMeta } },
  });
  const view = renderRoutes(routes, '/app/event/binary/practice');
  await screen.findByRole('heading', { level: 1, name: 'Binary' });
  return view;
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('practice tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts pre-filled with the level’s rules and shows the bounds', async () => {
    await openPractice();
    // Binary level 2: 10·2+20 = 40 digits, 40·0.75 = 30 s memorize, 60 s recall.
    expect(input(/^Amount/).value).toBe('40');
    expect(input(/^Memorize time/).value).toBe('30');
    expect(input(/^Recall time/).value).toBe('60');
    expect(screen.getByText('1–3000 digits')).toBeTruthy();
    expect(screen.getByText('10–3600 s')).toBeTruthy();
    expect(screen.getByText('10–7200 s')).toBeTruthy();
  });

  it('refuses values outside the bounds with clear messages, then starts with the fixed ones', async () => {
    const { router } = await openPractice();
    fireEvent.change(input(/^Amount/), { target: { value: '5000' } });
    fireEvent.change(input(/^Memorize time/), { target: { value: '5' } });
    fireEvent.change(input(/^Recall time/), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: /Start practice/ }));

    expect(screen.getByText('Amount must be between 1 and 3000.')).toBeTruthy();
    expect(screen.getByText('Memorize time must be between 10 and 3600.')).toBeTruthy();
    expect(screen.getByText('Recall time must be a whole number between 10 and 7200.')).toBeTruthy();
    expect(input(/^Amount/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(/^Amount/));
    expect(router.state.location.pathname).toBe('/app/event/binary/practice');

    fireEvent.change(input(/^Amount/), { target: { value: '3000' } });
    expect(screen.queryByText('Amount must be between 1 and 3000.')).toBeNull();
    fireEvent.change(input(/^Memorize time/), { target: { value: '10' } });
    fireEvent.change(input(/^Recall time/), { target: { value: '7200' } });
    fireEvent.click(screen.getByRole('button', { name: /Start practice/ }));
    expect(router.state.location.pathname).toBe('/app/event/binary/practice/start');
    expect(router.state.location.search).toBe('?amount=3000&memorize=10&recall=7200');
  });
});
