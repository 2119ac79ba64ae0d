/** How often an open tab asks the server for a newer service worker (besides on every visit). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and prompts when a newer one is waiting. Loaded lazily after the
 * page's load event (see main.tsx), so none of it weighs on the landing bundle.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // updateViaCache 'none': the browser always revalidates /sw.js, the server sends it no-cache too.
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });

  let reloading = false;
  const offer = (waiting: ServiceWorker) => {
    // The very first install has no older page to replace: nothing to prompt about.
    if (!container.controller) return;
    // The prompt (a toast, so React) is fetched only when there is an update to offer: the
    // landing page starts React late on purpose (main.tsx), registering must not pull it in.
    void import('./update-prompt.tsx').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        container.addEventListener('controllerchange', () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      }),
    );
  };

  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });

  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
