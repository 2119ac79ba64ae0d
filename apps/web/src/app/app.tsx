import { useEffect } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from '../ui/toast/toaster.tsx';
import { bootHydration, setHydrated } from './boot-hydration.ts';
import { routes } from './routes.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Downloads the route modules the current path renders (its `lazy` routes) and puts them in place
 * of the `lazy` functions. Done before hydrating a prerendered page: a router that still has lazy
 * routes to load renders its blank HydrateFallback first, which would wipe the prerendered HTML.
 */
export async function loadRoutesOf(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const lazy = (matchRoutes(table, pathname) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}

/** The browser router over the app's routes; created once the current path's modules are in. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * The router and, outside it, the toaster so toasts survive navigation. The query client is not
 * here: it comes with the first screen that needs it (see query-root.tsx), keeping it off the
 * landing page's critical path.
 */
export function App({ router }: { router: AppRouter }) {
  // Effects run after the first commit: from here on, renders need not match the prerendered HTML.
  useEffect(() => {
    bootHydration.active = false;
    setHydrated();
  }, []);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
