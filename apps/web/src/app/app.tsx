import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from '../ui/toast/toaster.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/**
 * The router and, outside it, the toaster so toasts survive navigation. The query client is not
 * here: it comes with the first screen that needs it (see query-root.tsx), keeping it off the
 * landing page's critical path.
 */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
