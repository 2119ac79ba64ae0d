import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, noMessages, renderRoutes, stubFetch } from '../test/render.tsx';
import { decideAppAccess, decideVisitorAccess } from './guard-decisions.ts';
import { RequireUser, VisitorOnly } from './guards.tsx';
import { WebOnly } from './public-guards.tsx';

const routes = [
  {
    path: '/',
    element: (
      <WebOnly>
        <VisitorOnly>
          <h1>Landing</h1>
        </VisitorOnly>
      </WebOnly>
    ),
  },
  { element: <VisitorOnly />, children: [{ path: '/login', element: <h1>Login page</h1> }] },
  {
    path: '/app',
    element: <RequireUser />,
    children: [
      { path: 'dashboard', element: <h1>Dashboard</h1> },
      { path: 'train', element: <h1>Train</h1> },
    ],
  },
];

const signedOut = { status: 401, body: { messages: noMessages } };

describe('guard decisions', () => {
  it('lets /app through only for a loaded user with a user name', () => {
    expect(decideAppAccess({ status: 'pending', data: undefined })).toBe('wait');
    expect(decideAppAccess({ status: 'error', data: undefined })).toBe('login');
    expect(decideAppAccess({ status: 'success', data: null })).toBe('login');
    expect(decideAppAccess({ status: 'success', data: fakeUser({ userName: '' }) })).toBe('login');
    expect(decideAppAccess({ status: 'success', data: fakeUser() })).toBe('allow');
    // No answer at all is not a sign-out.
    expect(decideAppAccess({ status: 'error', data: undefined, unreachable: true })).toBe('offline');
  });

  it('sends visitors with a known user (an _id) to the dashboard', () => {
    expect(decideVisitorAccess({ status: 'pending', data: undefined })).toBe('wait');
    expect(decideVisitorAccess({ status: 'error', data: undefined })).toBe('show');
    expect(decideVisitorAccess({ status: 'success', data: null })).toBe('show');
    expect(decideVisitorAccess({ status: 'success', data: fakeUser({ _id: '' }) })).toBe('show');
    expect(decideVisitorAccess({ status: 'success', data: fakeUser() })).toBe('dashboard');
  });
});

describe('guards in the router', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('redirects a signed-out visitor from an /app page to /login without logging an error', async () => {
    stubFetch({ 'GET /api/user?optional=true': signedOut });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(routes, '/app/train');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(logged).not.toHaveBeenCalled();
    expect(screen.queryByText('Train')).toBeNull();
  });

  it('logs a failed user load (not a sign-out) and ends on /login', async () => {
    stubFetch({ 'GET /api/user?optional=true': { status: 500, body: { error: 'Broken' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(routes, '/app/train');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(logged).toHaveBeenCalledWith('Error fetching data:', expect.anything());
  });

  it('shows the offline state, not /login, when the server cannot be reached, and retries', async () => {
    let online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!online) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ user: fakeUser() }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(routes, '/app/train');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/train');
    expect(logged).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Train' })).toBeTruthy();
  });

  it('shows an /app page once the user has loaded', async () => {
    stubFetch({ 'GET /api/user?optional=true': { status: 200, body: { user: fakeUser() } } });
    renderRoutes(routes, '/app/train');
    expect(await screen.findByRole('heading', { name: 'Train' })).toBeTruthy();
  });

  it('renders nothing while the user is still loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { container } = renderRoutes(routes, '/app/train');
    expect(container.textContent).toBe('');
  });

  it('sends a signed-in user away from /login to the dashboard', async () => {
    stubFetch({ 'GET /api/user?optional=true': { status: 200, body: { user: fakeUser() } } });
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('keeps a visitor on the landing page', async () => {
    stubFetch({ 'GET /api/user?optional=true': signedOut });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
  });

  it('starts the native app at /login instead of the landing page', async () => {
    stubFetch({ 'GET /api/user?optional=true': signedOut });
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
