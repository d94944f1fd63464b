import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ROUTER_ERROR_TITLE } from '@aviation-permits/domain';

/** The router's default error element (ROUTE-18): the title and the error's message. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <div className="container-fluid portal-page">
      <h1>{ROUTER_ERROR_TITLE}</h1>
      <p>{describe(error)}</p>
    </div>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
