import type { ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { LogoMark } from '../../ui/logo.tsx';
import './error-page.css';

/** The text shown under the apology: a response's statusText, else the error's message. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** A thrown 404: a route error response, or a `data(…, { status: 404 })` thrown while rendering. */
export function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  if (error && typeof error === 'object' && 'init' in error) {
    const init = (error as { init?: { status?: unknown } | null }).init;
    return init?.status === 404;
  }
  return false;
}

function ErrorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="error-page">
      <title>{`${title} · Mnemoria`}</title>
      <div className="error-page__card">
        <LogoMark size={48} />
        <h1 className="error-page__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function ErrorView({ message }: { message: string }) {
  return (
    <ErrorCard title="Oops!">
      <p>Sorry, an unexpected error has occurred.</p>
      <p className="error-page__message">
        <i>{message}</i>
      </p>
      <ButtonLink to="/app/dashboard" size="lg">
        Go to Dashboard
      </ButtonLink>
    </ErrorCard>
  );
}

/**
 * An address that leads nowhere: says so plainly, with the way home (the landing page sends a
 * signed-in athlete on to the dashboard) and, when there is one, the way back.
 */
export function NotFoundView() {
  const location = useLocation();
  const navigate = useNavigate();
  // 'default' is the first entry of this tab's history in the app: nothing of ours to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <ErrorCard title="Page not found">
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p className="error-page__message" data-testid="not-found-path">
        {location.pathname}
      </p>
      <div className="error-page__actions">
        <ButtonLink to="/" size="lg">
          Go to the home page
        </ButtonLink>
        {canGoBack ? (
          <Button variant="secondary" size="lg" onClick={() => navigate(-1)}>
            Go back
          </Button>
        ) : null}
      </div>
    </ErrorCard>
  );
}

/** errorElement of the root route: anything thrown while rendering a route lands here. */
export function ErrorPage() {
  const error = useRouteError();
  // A missing page is an expected answer, not a fault: shown, never logged.
  if (isNotFound(error)) return <NotFoundView />;
  console.error(error);
  return <ErrorView message={errorText(error)} />;
}

/** The catch-all route, and any page whose address names nothing (an unknown policy). */
export function NotFoundPage() {
  return <NotFoundView />;
}
