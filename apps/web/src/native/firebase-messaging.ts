import { registerPlugin } from '@capacitor/core';
import type { FirebaseMessagingPlugin } from '@capacitor-firebase/messaging';

/**
 * The native side of @capacitor-firebase/messaging, registered by name without the package's web
 * implementation: that one imports the Firebase JS SDK (an optional peer we do not install), and
 * this app asks for push only inside the native wrapper.
 */
export const FirebaseMessaging = registerPlugin<FirebaseMessagingPlugin>('FirebaseMessaging');
