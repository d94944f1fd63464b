import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import type { L } from './leaflet';
import { useLeafletMap } from './use-leaflet-map';

// MAP-27: the map follows its element's size. jsdom lays nothing out and has no ResizeObserver, so
// the element's box is set by hand and a stand-in observer reports the change as Chromium would.

let reportResize: () => void = () => undefined;

class FakeResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    reportResize = () => callback([], this as unknown as ResizeObserver);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    reportResize = () => undefined;
  }
}

function setBox(element: HTMLElement, width: number, height: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
}

function MapUnderTest({ onMap }: { onMap: (map: L.Map | null) => void }) {
  const [mapElementRef, map] = useLeafletMap();
  useEffect(() => {
    onMap(map);
  }, [map, onMap]);
  return <div data-testid="map" ref={mapElementRef} />;
}

const ignoreMap = () => undefined;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the map follows its element (MAP-27)', () => {
  it('measures itself again when the layout around it changes, without a window resize', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const shown: { map: L.Map | null } = { map: null };
    const { getByTestId } = render(<MapUnderTest onMap={(map) => (shown.map = map)} />);
    const element = getByTestId('map');
    setBox(element, 760, 448);
    reportResize();
    expect(shown.map?.getSize()).toMatchObject({ x: 760, y: 448 });

    // A scroll bar and a panel narrow the column: the map's own idea of its size follows.
    setBox(element, 718, 448);
    reportResize();
    expect(shown.map?.getSize()).toMatchObject({ x: 718, y: 448 });
  });

  it('stops following once the map is gone', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { unmount } = render(<MapUnderTest onMap={ignoreMap} />);
    unmount();
    expect(() => reportResize()).not.toThrow();
  });
});
