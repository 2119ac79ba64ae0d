import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, noMessages, renderRoutes, stubFetch } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/app/dashboard', element: <h1>Dashboard</h1> },
];

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the form encoded and shows the server errors, which Escape clears', async () => {
    const fetchMock = stubFetch({
      'POST /api/login': {
        status: 401,
        body: {
          messages: {
            ...noMessages,
            errors: [{ msg: 'Invalid email or password.' }],
            info: [{ msg: 'Try again.' }],
          },
        },
      },
    });
    renderRoutes(routes, '/login');
    fill(/^email$/i, 'ada@example.com');
    fill(/^password$/i, 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password.');
    expect(screen.getByText('Try again.')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init?.body).toBe('email=ada%40example.com&password=wrong+password');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Invalid email or password.')).toBeNull();
    expect(screen.queryByText('Try again.')).toBeNull();
  });

  it('dismisses one message with its close button', async () => {
    stubFetch({
      'POST /api/login': {
        status: 401,
        body: { messages: { ...noMessages, errors: [{ msg: 'Invalid email or password.' }] } },
      },
    });
    renderRoutes(routes, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText('Invalid email or password.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Invalid email or password.')).toBeNull();
  });

  it('goes to the dashboard after a successful login', async () => {
    stubFetch({ 'POST /api/login': { status: 200, body: { messages: noMessages, user: fakeUser() } } });
    const { router, client } = renderRoutes(routes, '/login');
    fill(/^email$/i, 'ada@example.com');
    fill(/^password$/i, 'right password');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(client.getQueryData(['current-user'])).toMatchObject({ userName: 'ada' });
  });

  it('toggles the password between hidden and shown', () => {
    stubFetch({});
    renderRoutes(routes, '/login');
    const input = screen.getByLabelText(/^password$/i) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});
