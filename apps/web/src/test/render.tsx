import type { User } from '@mnemoria/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../ui/toast/toaster.tsx';

/** Renders routes in a memory router with a fresh query client and the toaster, as the app does. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export interface FakeResponse {
  status: number;
  body: unknown;
}

/** Replaces fetch with a table of `METHOD /path` → response; unknown calls answer 404. */
export function stubFetch(table: Record<string, FakeResponse | (() => FakeResponse)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const entry = table[`${method} ${String(input)}`];
    const res = typeof entry === 'function' ? entry() : (entry ?? { status: 404, body: {} });
    return new Response(JSON.stringify(res.body), {
      status: res.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const noMessages = { errors: [], success: [], info: [] };

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    userName: 'ada',
    email: 'ada@example.com',
    image: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    eventsRanks: {},
    bests: {},
    levels: {},
    goals: { standard: {} },
    settings: { live_share: false, memorize_timer: true, chart: { date_as_x_axis: false } },
    membership: { premium: false, package: null },
    favorite: { bmevents: [], palaces: [] },
    fp: {},
    timeZone: 'UTC',
    role: 'user',
    ...overrides,
  };
}
