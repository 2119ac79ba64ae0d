import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, resetAfterEach, signedIn, signedOut } from '../test/app-routes.tsx';
import { fakeUser, stubFetch } from '../test/render.tsx';

vi.mock('../realtime/main-socket.ts', () => ({
  mainSocket: { connect: vi.fn(), disconnect: vi.fn(), on: vi.fn(), off: vi.fn(), emit: vi.fn() },
}));

// Its own file on purpose: the query layer is a page-lifetime singleton, so it must load fresh here
// (after the landing page's probe), as it does for a real visitor.

resetAfterEach();

describe('landing page', () => {
  it('paints at once, before /api/user has answered', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/');
    expect(screen.getByText('Memory sport training')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/user?optional=true', expect.anything());
  });

  it('then sends a signed-in user to the dashboard, without asking for the user again', async () => {
    const fetchMock = stubFetch(signedIn);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: /ada/ }, { timeout: 15_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user?optional=true')).toHaveLength(1);
  });

  it('keeps a visitor and remembers the browser as signed out', async () => {
    localStorage.setItem('mnemoria.signedIn', '1');
    stubFetch(signedOut);
    const { router } = renderApp('/');
    expect(await screen.findByText('Memory sport training')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('mnemoria.signedIn')).toBeNull();
  });

  it('shows nothing to a browser signed in last time until the server answers', async () => {
    localStorage.setItem('mnemoria.signedIn', '1');
    let answer: (res: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const { container, router } = renderApp('/');
    expect(container.textContent).toBe('');
    answer(new Response(JSON.stringify({ user: fakeUser() }), { status: 200 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    expect(screen.queryByText('Memory sport training')).toBeNull();
  });
});
