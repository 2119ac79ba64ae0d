/**
 * Push notifications in the native wrapper, behind one small interface: permission, the FCM token
 * sent to the server (on iOS too: the Firebase messaging plugin turns the APNs device token into
 * an FCM token, which is what the server sends to), a received push shown again as a local
 * notification after 1 s, a tapped notification opening its screen, and the token deleted at
 * sign-out. The plugins are handed in (see native-boot.ts), so this file imports no native code
 * and the tests drive it with fakes of the same shape.
 */

export const PERMISSION_REFUSED = 'Push Notification permission not granted!';
export const DEFAULT_TITLE = 'New Notification';
export const DEFAULT_BODY = 'You have received a message!';
export const LOCAL_DELAY_MS = 1000;
const FALLBACK_SCREEN = '/app/dashboard';

// The plugins type each event's payload separately (overloads); one loose listener type lets both
// the real plugins and the tests' fakes fit, and each listener below states its payload.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Listener = (payload: any) => void;

/** The parts of @capacitor-firebase/messaging used here. */
export interface PushPort {
  checkPermissions(): Promise<{ receive: string }>;
  requestPermissions(): Promise<{ receive: string }>;
  /** Registers with APNs / FCM and resolves with the FCM registration token. */
  getToken(): Promise<{ token: string }>;
  /** Unregisters: this device's token stops working. */
  deleteToken(): Promise<void>;
  addListener(event: string, listener: Listener): Promise<unknown>;
}

export interface LocalNotification {
  id: number;
  title: string;
  body: string;
  schedule: { at: Date };
  /** Unset: the platform's default sound. */
  sound?: string;
  extra?: Record<string, unknown>;
}

/** The parts of @capacitor/local-notifications used here. */
export interface LocalPort {
  schedule(options: { notifications: LocalNotification[] }): Promise<unknown>;
  addListener(event: string, listener: Listener): Promise<unknown>;
}

export interface PushEnv {
  alert(message: string): void;
  /** Opens an in-app path (the router's navigate). */
  navigate(path: string): void;
  /** Hands the device token to the server (once per token: see sendTokenOnce). */
  sendToken(token: string): Promise<void>;
  now(): number;
  log(message: string, detail?: unknown): void;
}

interface Received {
  title?: string;
  body?: string;
  data?: Record<string, unknown>;
}

/** The screen a notification's data names: `url` or `route`, an in-app path only. */
export function screenOf(data: unknown): string {
  const d = (data ?? {}) as Record<string, unknown>;
  const target = typeof d.url === 'string' ? d.url : typeof d.route === 'string' ? d.route : undefined;
  // Only paths of this app: never another site, nor a protocol-relative //host.
  return target?.startsWith('/') && !target.startsWith('//') ? target : FALLBACK_SCREEN;
}

/** The local notification that shows a received push again, LOCAL_DELAY_MS later. */
export function localFor(push: Received, now: number): LocalNotification {
  return {
    id: now % 2_147_483_647, // Android wants a 32-bit id
    title: push.title || DEFAULT_TITLE,
    body: push.body || DEFAULT_BODY,
    schedule: { at: new Date(now + LOCAL_DELAY_MS) },
    extra: push.data ?? {},
  };
}

/**
 * Asks for permission (alerting when refused), listens, registers and sends the token. Resolves
 * true when registered.
 */
export async function startPush(push: PushPort, local: LocalPort, env: PushEnv): Promise<boolean> {
  let permission = await push.checkPermissions();
  if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale')
    permission = await push.requestPermissions();
  if (permission.receive !== 'granted') {
    env.alert(PERMISSION_REFUSED);
    return false;
  }

  const send = (token: string) =>
    void env.sendToken(token).catch((err: unknown) => env.log('push token not sent', err));
  // Listeners first: FCM may hand over a rotated token at any time.
  await push.addListener('tokenReceived', (event: { token: string }) => send(event.token));
  await push.addListener('notificationReceived', (event: { notification: Received }) => {
    void local
      .schedule({ notifications: [localFor(event.notification, env.now())] })
      .catch((err: unknown) => env.log('local notification failed', err));
  });
  await push.addListener('notificationActionPerformed', (event: { notification: Received }) => {
    env.navigate(screenOf(event.notification.data));
  });
  // The local copy of a push carries the push's data in `extra`.
  await local.addListener(
    'localNotificationActionPerformed',
    (action: { notification: { extra?: unknown } }) => {
      env.navigate(screenOf(action.notification.extra));
    },
  );

  try {
    send((await push.getToken()).token);
  } catch (err) {
    env.log('push registration failed', err);
    return false;
  }
  return true;
}

/**
 * At sign-out: the device's token is deleted (FCM stops delivering to it; the next sign-in gets a
 * new one) and forgotten here. The server drops it too, with the session it was registered under.
 */
export async function stopPush(
  push: Pick<PushPort, 'deleteToken'>,
  storage: Pick<Storage, 'removeItem'>,
  userId: string,
) {
  storage.removeItem(tokenKey(userId));
  await push.deleteToken();
}

const tokenKey = (userId: string) => `mnemoria.pushToken.${userId}`;

/** Sends a token only when this device has not sent that token for this user before. */
export function sendTokenOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  userId: string,
  post: (token: string) => Promise<void>,
) {
  return async (token: string) => {
    const key = tokenKey(userId);
    if (storage.getItem(key) === token) return;
    await post(token);
    storage.setItem(key, token);
  };
}
