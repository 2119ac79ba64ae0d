import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '../app/routes.tsx';
import { Toaster } from '../ui/toast/toaster.tsx';

/**
 * The HTML of one public page as the app's first render would produce it (the build runs this in
 * Node, see build/prerender.ts). The tree mirrors main.tsx and app.tsx exactly, so the browser can
 * hydrate it in place. `prerender` (not renderToString) waits for every Suspense boundary, so a
 * lazily loaded part (a policy's text) is in the HTML too, and the client hydrates it once its
 * chunk arrives, keeping the server's HTML meanwhile. `hydrate={false}`: the router's inline data script is forbidden by the
 * Content-Security-Policy, and the public pages have no loader data to hand over anyway.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      <Toaster />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
