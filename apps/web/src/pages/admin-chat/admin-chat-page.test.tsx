import type { ChatMute, ReportedMessage } from '@mnemoria/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideNav } from '../../app/side-nav.tsx';
import { fakeUser, renderRoutes, stubFetch } from '../../test/render.tsx';
import { AdminChatPage } from './admin-chat-page.tsx';

const routes = [
  {
    path: '/app/admin/chat',
    element: (
      <>
        <SideNav id="nav" onNavigate={() => {}} />
        <AdminChatPage />
      </>
    ),
  },
];

const reported: ReportedMessage = {
  messageId: '00000000-0000-4000-8000-000000000001',
  room: 'global',
  type: 'text',
  text: 'you are all slow',
  createdAt: '2026-11-23T18:00:00.000Z',
  author: { _id: 'a1', userName: 'bob' },
  reporterCount: 2,
  reporters: ['cleo', 'dan'],
  reasons: ['rude'],
  lastReportedAt: '2026-11-23T18:05:00.000Z',
};

describe('moderator view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is hidden from the navigation of users without the role, and refuses them', async () => {
    const fetchMock = stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: fakeUser() } },
    });
    renderRoutes(routes, '/app/admin/chat');
    expect(await screen.findByText('This page is for chat moderators.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/'))).toBe(false);
  });

  it('lists a reported message for a moderator, and deletes it with the server answer shown', async () => {
    let reports = [reported];
    const fetchMock = stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: fakeUser({ role: 'moderator' }) } },
      'GET /api/admin/chat/reports': () => ({ status: 200, body: { success: true, reports } }),
      'POST /api/admin/chat/delete': () => {
        reports = [];
        return { status: 200, body: { success: true, message: 'The message was deleted.' } };
      },
    });
    renderRoutes(routes, '/app/admin/chat');
    expect(await screen.findByRole('link', { name: 'Moderation' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Reported messages' });
    const card = await within(list).findByRole('listitem', { name: 'Message by bob' });
    expect(card.textContent).toContain('you are all slow');
    expect(card.textContent).toContain('2 reports');
    expect(card.textContent).toContain('Reported by cleo, dan');
    fireEvent.click(within(card).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('The message was deleted.')).toBeTruthy();
    expect(await screen.findByText('No open reports. All clear!')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/admin/chat/delete');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ messageId: reported.messageId });
  });

  it('lists who is muted, until when and why, and lifts a mute', async () => {
    const muted: ChatMute = {
      userId: 'a1',
      userName: 'bob',
      until: '2026-11-23T19:05:00.000Z',
      reason: 'Insults',
      mutedAt: '2026-11-23T18:05:00.000Z',
    };
    let mutes = [muted];
    const fetchMock = stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: fakeUser({ role: 'moderator' }) } },
      'GET /api/admin/chat/reports': { status: 200, body: { success: true, reports: [] } },
      'GET /api/admin/chat/mutes': () => ({ status: 200, body: { success: true, mutes } }),
      'POST /api/admin/chat/unmute': () => {
        mutes = [];
        return { status: 200, body: { success: true, message: 'bob may chat again.' } };
      },
    });
    renderRoutes(routes, '/app/admin/chat');
    const panel = await screen.findByRole('region', { name: 'Muted users' });
    const row = within(panel).getByRole('listitem', { name: 'bob, muted' });
    expect(row.textContent).toContain('“Insults”');
    expect(row.querySelector('time')?.getAttribute('dateTime')).toBe(muted.until);
    fireEvent.click(within(row).getByRole('button', { name: 'Unmute bob' }));
    expect(await screen.findByText('bob may chat again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Muted users' })).toBeNull());
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/admin/chat/unmute');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ userId: 'a1' });
  });
});
