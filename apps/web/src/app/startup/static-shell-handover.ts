/**
 * Keeps index.html's static shell (the masthead, the page's painted heading, the start-up spinner)
 * on screen until the app first draws something of its own into `root`, and removes it then (PERF-4,
 * PERF-11). While the start-up checks, the page's chunk and its data load, the app draws nothing, so
 * a visitor keeps reading the heading instead of seeing it give way to a bare spinner. Whatever the
 * app draws first (the page, an error page, the missing-settings page) takes the shell's place in the
 * same frame: the observer runs before the browser paints the change.
 */
export function handOverStaticShell(root: HTMLElement, shell: HTMLElement | null): void {
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (root.childElementCount === 0) return;
    shell.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
}
