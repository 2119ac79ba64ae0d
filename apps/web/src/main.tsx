import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
