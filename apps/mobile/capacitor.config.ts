import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native wrapper around the built web app. The WebView serves the bundle itself from
 * https://localhost (Android) or capacitor://localhost (iOS); the app reaches the server at the
 * origin baked into the build (VITE_SERVER_ORIGIN, see docs/mobile.md), which must list those
 * origins in NATIVE_ORIGINS.
 */
const config: CapacitorConfig = {
  appId: 'app.mnemoria.train',
  appName: 'Mnemoria',
  webDir: '../web/dist',
  // The plugins live in the web app's dependencies (it imports them); name them here because the
  // CLI otherwise only looks at this package's own dependencies.
  includePlugins: ['@capacitor/app', '@capacitor/local-notifications', '@capacitor-firebase/messaging'],
  server: { androidScheme: 'https', hostname: 'localhost' },
  android: { allowMixedContent: false },
  plugins: {
    // Lets the native cookie store carry the server's session cookie for fetch and sockets.
    CapacitorCookies: { enabled: true },
    // No 'alert': a push received in the foreground is shown once, as the local copy push.ts
    // schedules (as on Android, where the plugin shows nothing in the foreground).
    FirebaseMessaging: { presentationOptions: ['badge', 'sound'] },
    LocalNotifications: { iconColor: '#4338ca' },
  },
};

export default config;
