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

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
