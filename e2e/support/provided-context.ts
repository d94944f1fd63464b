// Values the global setup hands to every test file through vitest's provide/inject.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the portal under test, e.g. http://localhost:41234 (no trailing slash). */
    baseUrl: string;
    /** The Chromium executable found by support/chromium.ts. */
    chromiumPath: string;
    /** DATA_DIR of that portal, for commands that act on its data (the accounts CLI). */
    dataDir: string;
  }
}

export {};
