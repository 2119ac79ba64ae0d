import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, loadRoutesOf } from './app/app.tsx';
import { bootHydration, isPrerendered } from './app/boot-hydration.ts';
import { reloadOnStaleChunks } from './app/chunk-reload.ts';
import { registerServiceWorkerAfterLoad } from './pwa/boot.ts';
import './ui/tokens.css';
import './ui/base.css';
import './ui/button.css';

reloadOnStaleChunks();
registerServiceWorkerAfterLoad();
// Touch screens only, as a small lazy chunk: the on-screen keyboard must not cover a focused field.
if (window.matchMedia?.('(pointer: coarse)').matches)
  void import('./native/keep-focus-visible.ts').then((m) => m.keepFocusedFieldVisible());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = () => (
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>
);
// A prerendered public page is taken over in place (no repaint, no layout shift) once its route
// modules are in; any other HTML in #root (a prerendered page served for another path, say by the
// service worker) is replaced.
if (isPrerendered(root)) {
  bootHydration.active = true;
  void loadRoutesOf(window.location.pathname).then(() => hydrateRoot(root, app()));
} else {
  root.replaceChildren();
  createRoot(root).render(app());
}
