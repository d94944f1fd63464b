/**
 * Keeps what index.html paints before any script (the shell with the masthead, the page's heading
 * and the start-up spinner, and the static title and description) until the app first draws
 * something of its own into `root`, and removes it then (PERF-4, PERF-11). While the start-up
 * checks, the page's chunk and its data load, the app draws nothing, so a visitor keeps reading the
 * heading instead of seeing it give way to a bare spinner, and the tab keeps its title. Whatever the
 * app draws first (the page, an error page, the missing-settings page) takes the shell's place in
 * the same frame: the observer runs before the browser paints the change, after React has put the
 * page's own title and description in the head.
 */
export function handOverStaticShell(root: HTMLElement, painted: readonly Element[]): void {
  const observer = new MutationObserver(() => {
    if (root.childElementCount === 0) return;
    for (const element of painted) element.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
}
