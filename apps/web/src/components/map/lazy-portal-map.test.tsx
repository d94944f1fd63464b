import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeIntersectionObserver } from '../../../tests/fake-intersection-observer';
import { LazyPortalMap } from './lazy-portal-map';

// PERF-11, MAP-5: with loading="in-view" the map's chunk is asked for only when its place scrolls
// into view; until then a placeholder of its size says it is loading, and the coordinates form
// already sets the location.

const TYPED_POINT = { kind: 'point', point: { latitude: '1.3521', longitude: '103.8198' } };

afterEach(() => {
  vi.unstubAllGlobals();
});

async function typePoint() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Latitude'), '1.3521');
  await user.type(screen.getByLabelText('Longitude'), '103.8198');
  await user.click(screen.getByRole('button', { name: 'Show on map' }));
}

describe('the map loaded when in view (PERF-11)', () => {
  it('holds its place with a polite "Loading the map…" of its height until scrolled to', async () => {
    const viewport = installFakeIntersectionObserver();
    const onLoadStart = vi.fn();
    render(<LazyPortalMap loading="in-view" height="26rem" onLoadStart={onLoadStart} />);

    const placeholder = screen.getByRole('status');
    expect(placeholder).toHaveTextContent('Loading the map…');
    expect(placeholder.style.height).toBe('26rem');
    expect(screen.queryByRole('region', { name: 'Map of Singapore' })).toBeNull();
    expect(onLoadStart).not.toHaveBeenCalled();

    act(() => viewport.scrollToAll());

    expect(await screen.findByRole('region', { name: 'Map of Singapore' })).toBeVisible();
    expect(onLoadStart).toHaveBeenCalledTimes(1);
  });

  it('takes typed coordinates before the map has loaded, and the map then shows them (MAP-5)', async () => {
    const viewport = installFakeIntersectionObserver();
    const onChange = vi.fn();
    render(<LazyPortalMap loading="in-view" onChange={onChange} />);

    await typePoint();
    expect(onChange).toHaveBeenCalledWith(TYPED_POINT);
    expect(screen.queryByRole('region', { name: 'Map of Singapore' })).toBeNull();

    act(() => viewport.scrollToAll());
    const map = await screen.findByRole('region', { name: 'Map of Singapore' });
    expect(screen.getByText(/^Selected location: Point at latitude 1.3521/)).toBeVisible();
    expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
    expect(screen.getByLabelText('Latitude')).toHaveValue('1.3521');
  });

  it('keeps the place of the lines under the map, the zone legend among them, so nothing below moves when it arrives', async () => {
    const viewport = installFakeIntersectionObserver();
    render(<LazyPortalMap loading="in-view" zonesLoading />);
    // What follows the map's box, in page order: these sit between it and the coordinates form.
    const linesUnderTheMap = () =>
      [
        screen.getByText('No location selected.'),
        screen.getByRole('group', { name: 'Zones shown on the map' }),
        screen.getByRole('group', { name: 'Enter the location by coordinates' }),
      ].map((element, index, all) =>
        index === 0
          ? 'first'
          : all[index - 1]?.compareDocumentPosition(element) === Node.DOCUMENT_POSITION_FOLLOWING
            ? 'after the previous'
            : 'out of order',
      );
    const legendLines = () =>
      screen.getAllByRole('checkbox').filter((box) => box.closest('.portal-map-zones')).length;

    expect(linesUnderTheMap()).toEqual(['first', 'after the previous', 'after the previous']);
    const waitingLines = legendLines();
    expect(waitingLines).toBeGreaterThan(0);
    expect(screen.getAllByRole('checkbox', { name: /\(loading…\)$/ })).toHaveLength(waitingLines);

    act(() => viewport.scrollToAll());
    await screen.findByRole('region', { name: 'Map of Singapore' });
    expect(linesUnderTheMap()).toEqual(['first', 'after the previous', 'after the previous']);
    expect(legendLines()).toBe(waitingLines);
  });

  it('loads at once, in view or not, unless the page asks to wait', async () => {
    const viewport = installFakeIntersectionObserver();
    const onLoadStart = vi.fn();
    render(<LazyPortalMap readOnly onLoadStart={onLoadStart} />);

    expect(await screen.findByRole('region', { name: 'Map of Singapore' })).toBeVisible();
    expect(viewport.watched()).toBe(0);
    expect(onLoadStart).toHaveBeenCalledTimes(1);
  });
});
