import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Masthead } from '@/components/masthead';
import { STARTUP_LOADING_LABEL } from './startup-loading-label';

// index.html paints the masthead and the start-up spinner before any script arrives (PERF-4).
// What it paints must be what the components draw, or the page would change under the visitor
// when React takes over.

const indexHtml = readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');
const staticRoot = new DOMParser()
  .parseFromString(indexHtml, 'text/html')
  .getElementById('root') as HTMLElement;

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

  it('shows the start-up spinner the app shows while it starts, with the same label', () => {
    const fromComponent = rendered(
      renderToStaticMarkup(<LoadingOverlay label={STARTUP_LOADING_LABEL} />),
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

  it('tells a visitor without JavaScript that the service needs it, with no spinner that never ends', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    expect(staticRoot.querySelector('noscript')?.textContent).toContain(
      'This service needs JavaScript',
    );
    const noScriptStyle = page.head.querySelector('noscript')?.textContent ?? '';
    expect(noScriptStyle.replace(/\s+/g, ' ')).toContain(
      '#root > .portal-loading-overlay { display: none; }',
    );
  });
});
