import { DEFAULT_SETTINGS } from '@mnemoria/events';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponse, fakeUser, renderRoutes, stubFetch } from '../../test/render.tsx';
import { fakeMeta, ranks } from '../train/fixtures.test-helper.ts';
import { EventPage } from './event-page.tsx';

const routes = [{ path: '/app/event/:event/:type', element: <EventPage /> }];

function open(event: string, put: FakeResponse) {
  const fetchMock = stubFetch({
    'GET /api/user?optional=true': { status: 200, body: { user: fakeUser({ eventsRanks: ranks }) } },
    'GET /api/bmevent/meta': { status: 200, body: { success: true, data: fakeMeta } },
    [`GET /api/user/event/settings/${event}`]: {
      status: 200,
      body: { success: true, settings: DEFAULT_SETTINGS },
    },
    [`PUT /api/user/event/settings/${event}`]: put,
  });
  renderRoutes(routes, `/app/event/${event}/settings`);
  return fetchMock;
}

const putBody = (fetchMock: ReturnType<typeof stubFetch>) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return JSON.parse(String(call?.[1]?.body));
};

describe('settings tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves this event’s settings only and confirms', async () => {
    const fetchMock = open('words', {
      status: 200,
      body: { success: true, settings: { ...DEFAULT_SETTINGS, words_group_number: 6 } },
    });
    const group = (await screen.findByLabelText('Words per column')) as HTMLInputElement;
    expect(group.value).toBe('4');
    fireEvent.change(group, { target: { value: '6' } });
    fireEvent.click(screen.getByLabelText('Move to the next item automatically'));
    fireEvent.click(screen.getByLabelText('Metronome: a click and a flash every interval'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(putBody(fetchMock)).toEqual({
      memorize_timer: true,
      auto_advance: { active: true, repeat: false, interval: 5, beat: true },
      words_group_number: 6,
    });
  });

  it('shows the server’s error when it refuses the settings', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open('biography', { status: 400, body: { success: false, error: 'phone format is not allowed today' } });
    const phone = (await screen.findByLabelText('Phone format')) as HTMLInputElement;
    expect(phone.value).toBe('3-3-4');
    fireEvent.change(phone, { target: { value: '5-5' } });
    expect(screen.getByText('01234 56789')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText('phone format is not allowed today', { selector: '.alert__body' }),
    ).toBeTruthy();
    expect(screen.getByText('Failed to update settings. Please try again.')).toBeTruthy();
  });

  it('checks spacings before sending and previews the block layout', async () => {
    const fetchMock = open('decimal', { status: 200, body: { success: true, settings: DEFAULT_SETTINGS } });
    const hs = (await screen.findByLabelText('Characters per group')) as HTMLInputElement;
    fireEvent.change(hs, { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Rows per block'), { target: { value: '2' } });
    const preview = screen.getByText('Preview · Block 1').parentElement as HTMLElement;
    expect(preview.textContent).toContain('3141 5926 5358 9793 2384');
    expect(preview.textContent).toContain('2 rows per block');

    fireEvent.change(hs, { target: { value: '41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Characters per group must be a whole number between 1 and 40.')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false));
  });
});
