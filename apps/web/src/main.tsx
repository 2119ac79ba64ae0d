import { isPrerendered } from './app/boot-hydration.ts';
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

/** The first moves of someone about to use the page: the app must be there for what follows. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/** How long after the load event an untouched prerendered page waits before it starts the app. */
const IDLE_START_MS = 3000;

let started = false;
/** A button pressed before the app took the page over: pressed again once it has. */
let pressedEarly: HTMLButtonElement | null = null;
const rememberPress = (event: MouseEvent) => {
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button || !root.contains(button)) return;
  pressedEarly = button;
  // A submit button would send its form as a page load; the app's own handler does it instead.
  if (button.form) event.preventDefault();
};
const start = () => {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  void import('./app/boot.tsx')
    .then((m) => m.startApp(root))
    .then(() => {
      window.removeEventListener('click', rememberPress, true);
      // React hydrates what a click lands on at once, so the press reaches its handler.
      if (pressedEarly?.isConnected) pressedEarly.click();
      pressedEarly = null;
    });
};

// A prerendered public page (the landing page, the policies, the public resources) reads, and its
// links work, without the app: React and the router (the bulk of the page's script time on a slow
// phone) start on the first interaction, or once the page has loaded and the browser is idle, so
// they never hold up its first paint or the first input. A button (a policy's menu) pressed before
// then is pressed again once the app is there. Every other page starts the app at once.
if (isPrerendered(root)) {
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('click', rememberPress, true);
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
      else start();
    }, IDLE_START_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
} else start();
