import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp();

/** Resolves with 'connected' or the connect_error message. */
function attempt(headers: Record<string, string>): Promise<{ result: string; socket: Socket }> {
  const socket = connect(t.url, { transports: ['websocket'], extraHeaders: headers, reconnection: false });
  t.sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ result: 'connected', socket }));
    socket.on('connect_error', (err) => resolve({ result: err.message, socket }));
  });
}

describe('main socket handshake', () => {
  it('is refused without a session', async () => {
    expect((await attempt({})).result).toBe('Not signed in');
  });

  it('is refused with a revoked session', async () => {
    const { cookie } = await signup(t.app);
    await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect((await attempt({ cookie })).result).toBe('Not signed in');
  });

  it('is refused from a foreign Origin even with a valid session', async () => {
    const { cookie } = await signup(t.app);
    const { result } = await attempt({ cookie, origin: 'https://evil.example' });
    expect(result).not.toBe('connected');
  });

  it('connects with the session cookie from our own origin and answers get-count', async () => {
    const { cookie } = await signup(t.app);
    const { result, socket } = await attempt({ cookie, origin: t.url });
    expect(result).toBe('connected');
    const count = await socket.timeout(5000).emitWithAck('get-count');
    expect(count).toBeGreaterThanOrEqual(1);
  });
});
