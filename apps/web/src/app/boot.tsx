import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, loadRoutesOf } from './app.tsx';
import { bootHydration, isPrerendered } from './boot-hydration.ts';

const app = () => (
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>
);

/**
 * Starts the app in #root. A prerendered public page is taken over in place (no repaint, no
 * layout shift) once its route modules are in; any other HTML in #root (a prerendered page served
 * for another path, say by the service worker) is replaced.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  if (isPrerendered(root)) {
    bootHydration.active = true;
    await loadRoutesOf(window.location.pathname);
    hydrateRoot(root, app());
  } else {
    root.replaceChildren();
    createRoot(root).render(app());
  }
}
