import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { LogoMark } from '../../ui/logo.tsx';
import './error-page.css';

/** The text shown under the apology: a response's statusText, else the error's message. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

export function ErrorView({ message }: { message: string }) {
  return (
    <main className="error-page">
      <title>Oops! · Mnemoria</title>
      <div className="error-page__card">
        <LogoMark size={48} />
        <h1 className="error-page__title">Oops!</h1>
        <p>Sorry, an unexpected error has occurred.</p>
        <p className="error-page__message">
          <i>{message}</i>
        </p>
        <ButtonLink to="/app/dashboard" size="lg">
          Go to Dashboard
        </ButtonLink>
      </div>
    </main>
  );
}

/** errorElement of the root route: anything thrown while rendering a route lands here. */
export function ErrorPage() {
  const error = useRouteError();
  console.error(error);
  return <ErrorView message={errorText(error)} />;
}

/** The catch-all route: an address that matches no screen. */
export function NotFoundPage() {
  return <ErrorView message="Not Found" />;
}
