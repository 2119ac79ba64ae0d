import { createRoot } from 'react-dom/client';
import { Toaster } from '../ui/toast/toaster.tsx';
import { createUpdateStore } from './update-store.ts';

export const UPDATE_TITLE = 'A new version is available';
export const UPDATE_ACTION = 'Reload';

let store: ReturnType<typeof createUpdateStore> | undefined;

/**
 * Shows the persistent "new version" toast in its own small root, so the prompt needs no hook in
 * the app tree and arrives only with the lazily loaded registration code.
 */
export function showUpdatePrompt(onReload: () => void): void {
  if (!store) {
    store = createUpdateStore();
    const host = document.createElement('div');
    host.className = 'pwa-update';
    document.body.append(host);
    createRoot(host).render(<Toaster store={store} />);
  }
  store.show({
    title: UPDATE_TITLE,
    description: 'Reload to use it — best between sessions.',
    action: { label: UPDATE_ACTION, onClick: onReload },
  });
}
