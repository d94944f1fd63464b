/**
 * Shown when index.html carries no valid settings: the page was not served by the portal's server
 * (or, under `vite dev`, the API server is not running). Nothing else can work without them.
 */
export function ConfigurationMissing() {
  return (
    <main className="container-fluid portal-page">
      <title>Service unavailable</title>
      <h1>This page cannot be shown right now</h1>
      <p>Please try again in a few minutes.</p>
    </main>
  );
}
