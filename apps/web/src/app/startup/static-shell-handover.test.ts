import { afterEach, describe, expect, it } from 'vitest';
import { handOverStaticShell } from './static-shell-handover';

// PERF-11: what index.html paints (the shell with the page's heading, the static title) stays
// while the app starts, and gives way to the first thing the app draws.

/**
 * Makes `change` to `root` and settles once the handover's observer has seen it: observers are
 * told of a change in the order they were made, so one made after the handover's hears it after.
 */
function changeSeen(root: HTMLElement, change: () => void): Promise<void> {
  return new Promise((resolve) => {
    const probe = new MutationObserver(() => {
      probe.disconnect();
      resolve();
    });
    probe.observe(root, { childList: true });
    change();
  });
}

function page(): { painted: Element[]; root: HTMLElement } {
  document.head.innerHTML = '<title>Civil Aviation Authority</title>';
  document.body.innerHTML =
    '<div id="startup-shell"><h1>Enquiry Tool</h1><div role="status"></div></div><div id="root"></div>';
  return {
    painted: [...document.querySelectorAll('#startup-shell, head > title')],
    root: document.getElementById('root') as HTMLElement,
  };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('handOverStaticShell', () => {
  it('keeps the painted shell and title while the app has drawn nothing', async () => {
    const { painted, root } = page();
    handOverStaticShell(root, painted);

    await changeSeen(root, () => root.append(document.createTextNode('')));

    expect(document.querySelector('h1')?.textContent).toBe('Enquiry Tool');
    expect(document.title).toBe('Civil Aviation Authority');
  });

  it("removes them when the app first draws, leaving the page's own title", async () => {
    const { painted, root } = page();
    handOverStaticShell(root, painted);

    const ownTitle = document.createElement('title');
    ownTitle.textContent = 'Enquiry Tool - permit eligibility';
    document.head.append(ownTitle);
    await changeSeen(root, () => root.append(document.createElement('header')));

    expect(document.getElementById('startup-shell')).toBeNull();
    expect(document.body.children).toHaveLength(1);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Enquiry Tool - permit eligibility');
  });
});
