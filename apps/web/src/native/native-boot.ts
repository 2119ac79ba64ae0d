import type { PushPlatform, PushTokenReply } from '@mnemoria/protocol';
import { postJson } from '../api/http.ts';
import { isNativePlatform } from '../app/native.ts';

let started = false;

/**
 * Starts push notifications once per app run, inside the native wrapper only. Everything native
 * (the plugins and push.ts) is a dynamic import behind the platform check, so a browser never
 * downloads or runs it. One plugin for both platforms: Firebase messaging hands over an FCM token
 * on iOS as on Android, which is what the server sends to (docs/mobile.md).
 */
export async function startNativePush(userId: string, navigate: (path: string) => void) {
  if (started || !isNativePlatform()) return;
  started = true;
  const [{ Capacitor }, { FirebaseMessaging }, { LocalNotifications }, push] = await Promise.all([
    import('@capacitor/core'),
    import('./firebase-messaging.ts'),
    import('@capacitor/local-notifications'),
    import('./push.ts'),
  ]);
  const platform = Capacitor.getPlatform() as PushPlatform;
  await push.startPush(FirebaseMessaging, LocalNotifications, {
    alert: (message) => window.alert(message),
    navigate,
    sendToken: push.sendTokenOnce(localStorage, userId, async (token) => {
      await postJson<PushTokenReply>('/api/user/push-token', { token, platform });
    }),
    now: () => Date.now(),
    log: (message, detail) => console.warn(`[push] ${message}`, detail),
  });
}

/** At sign-out, inside the wrapper: this device's push token is deleted, so it receives nothing more. */
export async function stopNativePush(userId: string | undefined) {
  if (!started || !userId || !isNativePlatform()) return;
  started = false;
  const [{ FirebaseMessaging }, push] = await Promise.all([
    import('./firebase-messaging.ts'),
    import('./push.ts'),
  ]);
  await push.stopPush(FirebaseMessaging, localStorage, userId).catch((err: unknown) => {
    console.warn('[push] token not deleted', err);
  });
}
