import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, resetAfterEach, signedIn, signedOut } from '../test/app-routes.tsx';
import { stubFetch } from '../test/render.tsx';

vi.mock('../realtime/main-socket.ts', () => ({
  SOCKET_OPTIONS: { autoConnect: false },
  mainSocket: { connect: vi.fn(), disconnect: vi.fn(), on: vi.fn(), off: vi.fn(), emit: vi.fn() },
}));

resetAfterEach();

describe('lazily loaded routes', () => {
  // A screen that needs the query layer outside its provider, or a chunk that fails to load, would
  // land on the error page ("Oops!") instead.
  it.each([
    ['/login', signedOut],
    ['/signup', signedOut],
    ['/forgotPassword', signedOut],
    ['/policy/terms', signedOut],
    ['/resources/majorsystem', signedOut],
    ['/resources/content', signedOut],
    ['/app/dashboard', signedIn],
    ['/app/train', signedIn],
    ['/app/profile', signedIn],
    ['/app/event/words/standard', signedIn],
  ])('%s renders its screen', async (path, server) => {
    stubFetch(server);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, router } = renderApp(path);
    await waitFor(() => expect(container.querySelector('h1, h2')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.queryByText('Oops!')).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });

  it('starts a game with the played event’s views, and sends an unknown event back to Train', async () => {
    stubFetch(signedIn);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/app/event/nosuchevent/standard/start');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/train'), { timeout: 15_000 });
  });
});
