import type { ChatMessage } from '@mnemoria/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderRoutes, stubFetch } from '../test/render.tsx';
import { ChatPanel } from './chat-panel.tsx';

const me = fakeUser({ userName: 'ada' });
const routes = [{ path: '/app/dashboard', element: <ChatPanel room="global" title="Global chat" /> }];
const url = (offset: number) => `GET /api/chat/messages?room=global&offset=${offset}&limit=100`;

function msg(i: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: `m${i}`,
    room: 'global',
    type: 'text',
    text: `line ${i}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    user: { _id: 'other', userName: 'bob', image: null },
    ...over,
  };
}
const page = (messages: ChatMessage[], offset: number) => ({
  status: 200,
  body: { success: true, room: 'global', offset, limit: 100, messages },
});

describe('chat panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 'Load More' only after a full page, and hides it once a short page came back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: me } },
      [url(0)]: page(
        Array.from({ length: 100 }, (_, i) => msg(i + 50)),
        0,
      ),
      [url(100)]: page(
        Array.from({ length: 50 }, (_, i) => msg(i)),
        100,
      ),
    });
    renderRoutes(routes, '/app/dashboard');
    const list = await screen.findByRole('list', { name: 'Chat messages' });
    await within(list).findByText('line 149');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await within(list).findByText('line 0');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(list.querySelectorAll('.chat-line')).toHaveLength(150);
  });

  it('renders system banners, own messages on the right and HTML as text; Send needs text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      'GET /api/user?optional=true': { status: 200, body: { user: me } },
      [url(0)]: page(
        [
          msg(1, { type: 'system', text: 'The match started.', user: null }),
          msg(2, { text: '<b>bold</b>' }),
          msg(3, { text: 'mine', user: { _id: me._id, userName: 'ada', image: null } }),
        ],
        0,
      ),
    });
    renderRoutes(routes, '/app/dashboard');
    const list = await screen.findByRole('list', { name: 'Chat messages' });
    expect((await within(list).findByText('The match started.')).closest('.chat-system')).not.toBeNull();
    expect(within(list).getByText('<b>bold</b>')).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
    expect((await within(list).findByText('mine')).closest('.chat-line--own')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.getByPlaceholderText('Type a message...')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Type a message...'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
  });
});
