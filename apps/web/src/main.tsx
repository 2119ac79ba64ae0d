import { hydrated, isPrerendered } from './app/boot-hydration.ts';
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
/** A form submitted before the app took over (Enter in a field): submitted again once it has. */
let submittedEarly: HTMLFormElement | null = null;
const rememberSubmit = (event: SubmitEvent) => {
  const form = event.target as HTMLFormElement | null;
  if (!form || !root.contains(form)) return;
  // Without the app a submit would reload the page with the form in its query string.
  event.preventDefault();
  submittedEarly = form;
};
/**
 * Enter in a field of a form before the app took over: the form is submitted once it has. (The
 * browser submits nothing itself when the form's button is still disabled, as the prerendered
 * HTML has it.)
 */
const rememberEnter = (event: KeyboardEvent) => {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !root.contains(field)) return;
  if (field.form) submittedEarly = field.form;
};
/** Fields typed into before the app took over: their text is handed to the app once it has. */
const typedEarly = new Set<HTMLInputElement | HTMLTextAreaElement>();
const rememberTyping = (event: Event) => {
  const field = event.target;
  if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && root.contains(field))
    typedEarly.add(field);
};
/**
 * Hydration keeps a field's text on screen but not in the app's state (its Find button stays
 * disabled): the text is set again as an input event React reads as the user's change. React
 * tracks the value it last saw through the element's own `value` setter, so the field is first
 * emptied through that setter and then given its text through the prototype's, which React does
 * not see.
 */
function replayTyping() {
  for (const field of typedEarly) {
    if (!field.isConnected) continue;
    const text = field.value;
    const proto =
      field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = '';
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typedEarly.clear();
}
const start = () => {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  void import('./app/boot.tsx')
    .then((m) => m.startApp(root))
    .then(() => (isPrerendered(root) ? hydrated : undefined))
    .then(() => {
      window.removeEventListener('click', rememberPress, true);
      window.removeEventListener('submit', rememberSubmit, true);
      window.removeEventListener('input', rememberTyping, true);
      window.removeEventListener('keydown', rememberEnter, true);
      replayTyping();
      // The typed text's state update renders first; then the press or the submit reaches the
      // app's handlers with it.
      setTimeout(() => {
        if (pressedEarly?.isConnected) pressedEarly.click();
        else if (submittedEarly?.isConnected) submittedEarly.requestSubmit();
        pressedEarly = null;
        submittedEarly = null;
      });
    });
};

// A prerendered public page (the landing page, the policies, the public resources) reads, and its
// links work, without the app: React and the router (the bulk of the page's script time on a slow
// phone) start on the first interaction, or once the page has loaded and the browser is idle, so
// they never hold up its first paint or the first input. A button (a policy's menu) pressed before
// then is pressed again once the app is there. Every other page starts the app at once.
// A tool page (data-start="load": the Major System's fields and forms) starts at its load event
// instead: what is typed or submitted there before the app took over would be lost.
// Either way what is typed, pressed or submitted before the app is there is kept and replayed.
if (isPrerendered(root)) {
  // Typed before this script ran (the HTML paints first): the field no longer holds its HTML value.
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
    if (field.value !== field.defaultValue) typedEarly.add(field);
  window.addEventListener('click', rememberPress, true);
  window.addEventListener('submit', rememberSubmit, true);
  window.addEventListener('input', rememberTyping, true);
  window.addEventListener('keydown', rememberEnter, true);
}
if (isPrerendered(root) && root.dataset.start === 'load') {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
} else if (isPrerendered(root)) {
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
      else start();
    }, IDLE_START_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
} else start();
