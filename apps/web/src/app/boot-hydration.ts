/**
 * Whether the app started by hydrating a page the build prerendered (build/prerender.ts) and has
 * not finished that first render yet. The server only sends a prerendered public page to a
 * visitor it does not know, so the landing guard need not hold the page back for a signed-in
 * guess, and its first render must equal the prerendered HTML.
 */
export const bootHydration = { active: false };

/** True when #root holds the prerendered HTML of the current path. */
export function isPrerendered(root: HTMLElement): boolean {
  return root.dataset.prerendered === window.location.pathname && root.firstChild !== null;
}
