/** What the spinner says while the portal starts: index.html's static shell and the app's own. */
export const STARTUP_LOADING_LABEL = 'Loading the portal';
