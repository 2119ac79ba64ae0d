import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BODY,
  DEFAULT_TITLE,
  type LocalNotification,
  type LocalPort,
  PERMISSION_REFUSED,
  type PushPort,
  sendTokenOnce,
  startPush,
  stopPush,
} from './push.ts';

type Handler = (payload: unknown) => void;

/** Stands in for the two plugins: records calls and lets the test fire their events. */
function fakes(permission: { check: string; request: string }) {
  const pushListeners = new Map<string, Handler>();
  const localListeners = new Map<string, Handler>();
  const calls: string[] = [];
  const scheduled: LocalNotification[] = [];
  const push: PushPort = {
    checkPermissions: async () => ({ receive: permission.check }),
    requestPermissions: async () => {
      calls.push('requestPermissions');
      return { receive: permission.request };
    },
    getToken: async () => {
      calls.push('getToken');
      return { token: 'fcm-token-1' };
    },
    deleteToken: async () => {
      calls.push('deleteToken');
    },
    addListener: async (event, listener) => {
      pushListeners.set(event, listener as Handler);
    },
  };
  const local: LocalPort = {
    schedule: async ({ notifications }) => {
      scheduled.push(...notifications);
    },
    addListener: async (event, listener) => {
      localListeners.set(event, listener as Handler);
    },
  };
  const alerts: string[] = [];
  const visited: string[] = [];
  const sent: string[] = [];
  const env = {
    alert: (m: string) => alerts.push(m),
    navigate: (p: string) => visited.push(p),
    sendToken: async (t: string) => {
      sent.push(t);
    },
    now: () => 1_800_000_000_000,
    log: () => {},
  };
  const fire = (event: string, payload: unknown) => pushListeners.get(event)?.(payload);
  const fireLocal = (event: string, payload: unknown) => localListeners.get(event)?.(payload);
  return { push, local, env, calls, scheduled, alerts, visited, sent, fire, fireLocal, pushListeners };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('native push', () => {
  it('alerts and does not register when the permission is refused', async () => {
    const f = fakes({ check: 'prompt', request: 'denied' });
    expect(await startPush(f.push, f.local, f.env)).toBe(false);
    expect(f.alerts).toEqual([PERMISSION_REFUSED]);
    expect(PERMISSION_REFUSED).toBe('Push Notification permission not granted!');
    expect(f.calls).toEqual(['requestPermissions']);
  });

  it('registers with every listener in place once permitted, and sends the FCM token', async () => {
    const f = fakes({ check: 'prompt', request: 'granted' });
    expect(await startPush(f.push, f.local, f.env)).toBe(true);
    expect(f.calls).toEqual(['requestPermissions', 'getToken']);
    expect([...f.pushListeners.keys()].sort()).toEqual([
      'notificationActionPerformed',
      'notificationReceived',
      'tokenReceived',
    ]);
    await flush();
    expect(f.sent).toEqual(['fcm-token-1']);
    // FCM rotates the token: the new one goes to the server too.
    f.fire('tokenReceived', { token: 'fcm-token-2' });
    expect(f.sent).toEqual(['fcm-token-1', 'fcm-token-2']);
    expect(f.alerts).toEqual([]);
  });

  it('deletes the token and forgets it at sign-out, so the next sign-in sends its own', async () => {
    const f = fakes({ check: 'granted', request: 'granted' });
    const store = new Map<string, string>([['mnemoria.pushToken.u1', 'fcm-token-1']]);
    await stopPush(f.push, { removeItem: (k: string) => void store.delete(k) }, 'u1');
    expect(f.calls).toEqual(['deleteToken']);
    expect(store.size).toBe(0);
  });

  it('shows a received push as a local notification 1 s later, with the defaults', async () => {
    const f = fakes({ check: 'granted', request: 'granted' });
    await startPush(f.push, f.local, f.env);
    f.fire('notificationReceived', { notification: { data: { url: '/app/versus' } } });
    await flush();
    expect(f.scheduled).toHaveLength(1);
    const n = f.scheduled[0];
    expect(n?.title).toBe(DEFAULT_TITLE);
    expect(n?.body).toBe(DEFAULT_BODY);
    expect([DEFAULT_TITLE, DEFAULT_BODY]).toEqual(['New Notification', 'You have received a message!']);
    expect(n?.schedule.at.getTime()).toBe(f.env.now() + 1000);
    expect(n?.sound).toBeUndefined(); // the platform's default sound
    // A push with its own title and body keeps them.
    f.fire('notificationReceived', { notification: { title: 'Match found', body: 'Come back', data: {} } });
    await flush();
    expect(f.scheduled[1]).toMatchObject({ title: 'Match found', body: 'Come back' });
  });

  it('opens the screen a tapped notification names, never another site', async () => {
    const f = fakes({ check: 'granted', request: 'granted' });
    await startPush(f.push, f.local, f.env);
    f.fire('notificationActionPerformed', {
      actionId: 'tap',
      notification: { data: { url: '/app/versus' } },
    });
    f.fire('notificationActionPerformed', {
      actionId: 'tap',
      notification: { data: { route: '/app/lives' } },
    });
    f.fire('notificationActionPerformed', {
      actionId: 'tap',
      notification: { data: { url: 'https://evil.example' } },
    });
    f.fireLocal('localNotificationActionPerformed', { notification: { extra: { url: '/app/train' } } });
    expect(f.visited).toEqual(['/app/versus', '/app/lives', '/app/dashboard', '/app/train']);
  });

  it('sends a token to the server once per user and token', async () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const posted: string[] = [];
    const send = sendTokenOnce(storage, 'u1', async (t) => {
      posted.push(t);
    });
    await send('tok-a');
    await send('tok-a');
    await send('tok-b');
    await sendTokenOnce(storage, 'u2', async (t) => {
      posted.push(`u2:${t}`);
    })('tok-b');
    expect(posted).toEqual(['tok-a', 'tok-b', 'u2:tok-b']);
  });
});
