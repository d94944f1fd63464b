import { vi } from 'vitest';

// jsdom has no IntersectionObserver, so what waits for the viewport (the lazily loaded map) loads
// at once there. A test that checks the waiting installs this stand-in and scrolls by hand.

export interface FakeViewport {
  /** Brings every observed element into view, as scrolling to it would. */
  scrollToAll(): void;
  /** How many elements are being watched. */
  watched(): number;
}

export function installFakeIntersectionObserver(): FakeViewport {
  const observers = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver {
    readonly elements = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
    enter() {
      const entries = [...this.elements].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scrollToAll: () => [...observers].forEach((observer) => observer.enter()),
    watched: () => [...observers].reduce((count, observer) => count + observer.elements.size, 0),
  };
}
