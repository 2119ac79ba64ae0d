import type { SystemDrill } from '@mnemoria/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render.tsx';
import { DrillPage } from './drill-page.tsx';

const card = (item: string, word: string, weakness: number | null) => ({
  item,
  prompt: { text: item, images: [] },
  fields: [word],
  due: '2026-03-02T09:00:00.000Z',
  reps: 0,
  lapses: 0,
  weakness,
});

describe('systems drill', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an item, reveals the entry with Space and grades with the number keys', async () => {
    const drill: SystemDrill = {
      cards: [card('47', 'rock', 62), card('12', 'tin', null)],
      due: 2,
      nextDue: null,
    };
    const fetchMock = stubFetch({
      'GET /api/systems/major2/drill?limit=20': { status: 200, body: { success: true, data: drill } },
      'POST /api/systems/major2/review': {
        status: 200,
        body: {
          success: true,
          data: {
            item: '47',
            due: new Date(Date.now() + 600_000).toISOString(),
            state: 1,
            reps: 1,
            lapses: 0,
          },
        },
      },
    });
    renderRoutes([{ path: '/app/systems/:kind/drill', element: <DrillPage /> }], '/app/systems/major2/drill');
    expect(await screen.findByText('47')).toBeTruthy();
    expect(screen.getByText('Weak in your sessions (weakness 62)')).toBeTruthy();
    expect(screen.queryByText('rock')).toBeNull();
    // A grade before the entry is shown does nothing.
    fireEvent.keyDown(window, { key: '3' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(await screen.findByText('rock')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: '3' });
    expect(await screen.findByText('12')).toBeTruthy();
    const review = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/review'));
    expect(JSON.parse(String(review?.[1]?.body))).toEqual({ item: '47', rating: 3 });
    expect(screen.getByText(/Good: next in 10 min/)).toBeTruthy();
    expect(screen.getByTestId('drill-left').textContent).toBe('1');
  });
});
