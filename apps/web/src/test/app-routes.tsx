import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { routes } from '../app/routes.tsx';
import { fakeUser } from './render.tsx';

/**
 * For tests of the real route table. The test file itself must still mock
 * `../realtime/main-socket.ts` (vi.mock is hoisted only in the test file).
 */

/** The real route table with nothing around it but the router, as main.tsx renders it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

/** What the server answers a visitor who asks for the current user as optional. */
export const signedOut = { 'GET /api/user?optional=true': { status: 200, body: { user: null } } };
export const signedIn = { 'GET /api/user?optional=true': { status: 200, body: { user: fakeUser() } } };

/** Registers an afterEach that unstubs globals (fetch), restores mocks and clears localStorage. */
export function resetAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
