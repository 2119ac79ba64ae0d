/**
 * Whether the app started by hydrating a page the build prerendered (build/prerender.ts) and has
 * not finished that first render yet. The server only sends a prerendered public page to a
 * visitor it does not know, so the landing guard need not hold the page back for a signed-in
 * guess, and its first render must equal the prerendered HTML.
 */
export const bootHydration = { active: false };

let markHydrated: () => void = () => {};
/** Settles once the app's first render has been committed (a prerendered page is then live). */
export const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});
/** Called from the app's first effect. */
export const setHydrated = () => markHydrated();

/** True when #root holds the prerendered HTML of the current path. */
export function isPrerendered(root: HTMLElement): boolean {
  return root.dataset.prerendered === window.location.pathname && root.firstChild !== null;
}
