import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noMessages, renderRoutes, stubFetch } from '../../test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const routes = [
  { path: '/forgotPassword', element: <ForgotPasswordPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];

const ok = { status: 200, body: { message: 'ok', messages: noMessages } };
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const calledPaths = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([input]) => String(input));

async function reachStepThree() {
  fill(/^email$/i, 'ada@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Reset code email sent')).toBeTruthy();
  fill(/reset code/i, '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
  expect(await screen.findByText('Reset code verified')).toBeTruthy();
}

describe('forgot password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('step 3 with different passwords says so and sends nothing', async () => {
    const fetchMock = stubFetch({ 'POST /api/forgot-password': ok, 'POST /api/verify-code': ok });
    renderRoutes(routes, '/forgotPassword');
    await reachStepThree();

    fill(/^new password$/i, 'first password');
    fill(/^confirm new password$/i, 'second password');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(calledPaths(fetchMock)).toEqual(['/api/forgot-password', '/api/verify-code']);
  });

  it('step 3 with matching passwords sends email, code and new password, then goes to login', async () => {
    const fetchMock = stubFetch({
      'POST /api/forgot-password': ok,
      'POST /api/verify-code': ok,
      'POST /api/reset-password': ok,
    });
    const { router } = renderRoutes(routes, '/forgotPassword');
    await reachStepThree();

    fill(/^new password$/i, 'a new password');
    fill(/^confirm new password$/i, 'a new password');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('New password saved')).toBeTruthy();
    const resetCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/reset-password');
    expect(JSON.parse(String(resetCall?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      code: '123456',
      newPassword: 'a new password',
    });
  });

  it('an unknown email shows "Email not found" and stays on step 1', async () => {
    stubFetch({
      'POST /api/forgot-password': {
        status: 404,
        body: { message: 'Email not found', messages: noMessages },
      },
    });
    renderRoutes(routes, '/forgotPassword');
    fill(/^email$/i, 'nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Email not found')).toBeTruthy();
    expect(screen.queryByLabelText(/reset code/i)).toBeNull();
  });

  it('a rate-limited request shows the server message instead', async () => {
    stubFetch({
      'POST /api/forgot-password': {
        status: 429,
        body: { message: 'Too many requests, try again in 15 minutes.', messages: noMessages },
      },
    });
    renderRoutes(routes, '/forgotPassword');
    fill(/^email$/i, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Too many requests, try again in 15 minutes.')).toBeTruthy();
    expect(screen.queryByText('Email not found')).toBeNull();
  });

  it('a wrong code shows "Reset code invalid" and stays on step 2', async () => {
    stubFetch({
      'POST /api/forgot-password': ok,
      'POST /api/verify-code': { status: 400, body: { message: 'Reset code invalid', messages: noMessages } },
    });
    renderRoutes(routes, '/forgotPassword');
    fill(/^email$/i, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Reset code email sent');
    fill(/reset code/i, '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Reset code invalid')).toBeTruthy();
    expect(screen.getByLabelText(/reset code/i)).toBeTruthy();
  });
});
