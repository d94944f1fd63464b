import { afterEach, describe, expect, it } from 'vitest';
import { handOverStaticShell } from './static-shell-handover';

// PERF-11: index.html's static shell (with the page's painted heading) stays while the app starts,
// and gives way to the first thing the app draws.

/** The observer reports after the current task's DOM changes, as before the browser paints. */
const observerDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(): { shell: HTMLElement; root: HTMLElement } {
  document.body.innerHTML =
    '<div id="startup-shell"><h1>Enquiry Tool</h1><div role="status"></div></div><div id="root"></div>';
  return {
    shell: document.getElementById('startup-shell') as HTMLElement,
    root: document.getElementById('root') as HTMLElement,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('handOverStaticShell', () => {
  it('keeps the shell while the app has drawn nothing', async () => {
    const { shell, root } = page();
    handOverStaticShell(root, shell);

    root.append(document.createTextNode(''));
    await observerDelivered();

    expect(shell.isConnected).toBe(true);
    expect(document.querySelector('h1')?.textContent).toBe('Enquiry Tool');
  });

  it('removes the shell when the app first draws into its root', async () => {
    const { shell, root } = page();
    handOverStaticShell(root, shell);

    root.append(document.createElement('header'));
    await observerDelivered();

    expect(shell.isConnected).toBe(false);
    expect(document.body.children).toHaveLength(1);
  });

  it('does nothing on a page without a shell', async () => {
    const { root } = page();
    document.getElementById('startup-shell')?.remove();

    handOverStaticShell(root, null);
    root.append(document.createElement('main'));
    await observerDelivered();

    expect(root.childElementCount).toBe(1);
  });
});
