import type { PushPlatform, PushTokenReply } from '@mnemoria/protocol';
import { postJson } from '../api/http.ts';
import { isNativePlatform } from '../app/native.ts';

let started = false;

/**
 * Starts push notifications once per app run, inside the native wrapper only. Everything native
 * (the plugins and push.ts) is a dynamic import behind the platform check, so a browser never
 * downloads or runs it.
 */
export async function startNativePush(userId: string, navigate: (path: string) => void) {
  if (started || !isNativePlatform()) return;
  started = true;
  const [{ Capacitor }, { PushNotifications }, { LocalNotifications }, push] = await Promise.all([
    import('@capacitor/core'),
    import('@capacitor/push-notifications'),
    import('@capacitor/local-notifications'),
    import('./push.ts'),
  ]);
  const platform = Capacitor.getPlatform() as PushPlatform;
  await push.startPush(PushNotifications, LocalNotifications, {
    alert: (message) => window.alert(message),
    navigate,
    sendToken: push.sendTokenOnce(localStorage, userId, async (token) => {
      await postJson<PushTokenReply>('/api/user/push-token', { token, platform });
    }),
    now: () => Date.now(),
    log: (message, detail) => console.warn(`[push] ${message}`, detail),
  });
}
