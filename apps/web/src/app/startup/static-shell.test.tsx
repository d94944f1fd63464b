import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Masthead } from '@/components/masthead';

// index.html paints the masthead and the start-up spinner before any script arrives (PERF-4).
// What it paints must be what the components draw, or the page would change under the visitor
// when React takes over.

const indexHtml = readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');
const indexPage = new DOMParser().parseFromString(indexHtml, 'text/html');
const staticRoot = indexPage.getElementById('startup-shell') as HTMLElement;

/** The element as markup, without the whitespace between tags that only the source's layout adds. */
function normalised(element: Element): Element {
  const copy = element.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const blanks: Node[] = [];
  while (walker.nextNode()) {
    if (walker.currentNode.textContent?.trim() === '') blanks.push(walker.currentNode);
  }
  for (const blank of blanks) blank.parentNode?.removeChild(blank);
  return copy;
}

function rendered(markup: string, selector: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const element = holder.querySelector(selector);
  if (!element) throw new Error(`${selector} not rendered`);
  return element;
}

describe('the static shell in index.html (PERF-4)', () => {
  it('paints the masthead bar as the Masthead component draws it, less the button that needs the script', () => {
    const fromComponent = rendered(renderToStaticMarkup(<Masthead />), '.portal-masthead');
    fromComponent.querySelector('.portal-masthead-toggle')?.remove();
    fromComponent.querySelector('.portal-masthead-bar')?.nextElementSibling?.remove();
    const fromIndex = staticRoot.querySelector('.portal-masthead');
    expect(fromIndex).not.toBeNull();
    expect(normalised(fromIndex as Element).outerHTML).toBe(normalised(fromComponent).outerHTML);
  });

  it('shows the start-up spinner as the LoadingOverlay component draws it', () => {
    const fromComponent = rendered(
      renderToStaticMarkup(<LoadingOverlay label="Loading the portal" />),
      '.portal-loading-overlay',
    );
    const fromIndex = staticRoot.querySelector('.portal-loading-overlay');
    expect(fromIndex).not.toBeNull();
    expect(normalised(fromIndex as Element).outerHTML).toBe(normalised(fromComponent).outerHTML);
  });

  it('leaves the server a place for a page intro between the masthead and the spinner (PERF-11)', () => {
    const comments = [...staticRoot.childNodes].filter(
      (node) => node.nodeType === Node.COMMENT_NODE && node.textContent === 'page-intro',
    );
    expect(comments).toHaveLength(1);
    expect(comments[0]?.previousSibling?.previousSibling).toBe(
      staticRoot.querySelector('.portal-masthead'),
    );
  });

  it('gives the app an empty #root of its own after the shell, so the shell stays until the app draws (PERF-11)', () => {
    const root = indexPage.getElementById('root');
    expect(root?.childNodes).toHaveLength(0);
    expect(staticRoot.nextElementSibling).toBe(root);
  });

  it('tells a visitor without JavaScript that the service needs it, with no spinner that never ends', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    expect(staticRoot.querySelector('noscript')?.textContent).toContain(
      'This service needs JavaScript',
    );
    const noScriptStyle = page.head.querySelector('noscript')?.textContent ?? '';
    expect(noScriptStyle.replace(/\s+/g, ' ')).toContain(
      '#startup-shell > .portal-loading-overlay { display: none; }',
    );
  });
});
