import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { Toaster } from '../ui/toast/toaster.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/** Providers around the router; the toaster lives outside it so toasts survive navigation. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
