// Values the global setup hands to every test file through vitest's provide/inject.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the portal under test, e.g. http://localhost:41234 (no trailing slash). */
    baseUrl: string;
    /** The Chromium executable found by support/chromium.ts. */
    chromiumPath: string;
  }
}

export {};
