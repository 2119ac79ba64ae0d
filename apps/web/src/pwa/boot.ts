/**
 * The only PWA code in the entry bundle: after the load event it fetches the registration module
 * (service worker, update prompt) as a separate chunk. Development serves no service worker.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./register.ts').then((m) => m.registerServiceWorker()).catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
