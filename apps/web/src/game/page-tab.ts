/**
 * This page's own id for the one-tab rule (docs/api.md, "One tab holds a session"): new on every
 * load, so a reload is a new page and takes its session over. `crypto.getRandomValues` rather than
 * `randomUUID`, which pages served over plain HTTP (a LAN address) do not have.
 */
function newPageTab(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const PAGE_TAB = newPageTab();
