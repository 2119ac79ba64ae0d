const KEY = 'mnemoria.chunkReloadAt';

/**
 * Screens are loaded lazily from hashed files, and a deploy replaces those files: a tab opened
 * before the deploy would fail on its next new screen. Such a failure reloads the page once, which
 * picks up the new build; at most once a minute, so a server that is down cannot cause a loop.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    try {
      const last = Number(sessionStorage.getItem(KEY) ?? 0);
      if (Date.now() - last < 60_000) return;
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      return; // no storage to guard against a loop: show the error page instead
    }
    window.location.reload();
  });
}
