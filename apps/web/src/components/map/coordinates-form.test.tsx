import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkCoordinate } from '@aviation-permits/domain/validation';
import { mandatoryMessage } from '@aviation-permits/domain/messages';
import { MAX_CIRCLE_RADIUS_M, MIN_POLYGON_POINTS } from '@aviation-permits/domain/geo';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import { CoordinatesForm } from './coordinates-form';

function renderForm(value?: ApplicationLocation) {
  const onApply = vi.fn();
  const view = render(<CoordinatesForm value={value} onApply={onApply} />);
  return { onApply, user: userEvent.setup(), ...view };
}

/** The error text tied to a control through aria-describedby. */
function errorOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('invalid-feedback'))
    .map((element) => element?.textContent)
    .join(' ');
}

describe('typed coordinates: a point (MAP-5, APP-26)', () => {
  it('applies the typed point with Enter, without a mouse', async () => {
    const { onApply, user } = renderForm();

    await user.tab(); // the kind select
    await user.tab();
    expect(screen.getByLabelText('Latitude')).toHaveFocus();
    await user.keyboard('1.3521');
    await user.tab();
    await user.keyboard('103.8198{Enter}');

    expect(onApply).toHaveBeenCalledWith({
      kind: 'point',
      point: { latitude: '1.3521', longitude: '103.8198' },
    });
  });

  it.each([
    ['', mandatoryMessage('Latitude')],
    ['1234.5', checkCoordinate('1234.5', 'Latitude')],
    ['1.123456789012345', checkCoordinate('1.123456789012345', 'Latitude')],
    ['-1.35', checkCoordinate('-1.35', 'Latitude')],
  ])('refuses latitude "%s" with the domain message, tied to the field', async (typed, message) => {
    const { onApply, user } = renderForm();
    const latitude = screen.getByLabelText('Latitude');
    if (typed) await user.type(latitude, typed);
    await user.type(screen.getByLabelText('Longitude'), '103.8198');

    await user.click(screen.getByRole('button', { name: 'Show on map' }));

    expect(message).toBeTruthy();
    expect(errorOf(latitude)).toBe(message);
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(latitude).toHaveFocus();
    expect(screen.getByLabelText('Longitude')).toHaveAttribute('aria-invalid', 'false');
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('typed coordinates: a circle (MAP-5, APP-26)', () => {
  async function typeCircle(radius: string) {
    const view = renderForm();
    await view.user.selectOptions(screen.getByLabelText('Type of location'), 'circle');
    await view.user.type(screen.getByLabelText('Centre latitude'), '1.35917');
    await view.user.type(screen.getByLabelText('Centre longitude'), '103.98933');
    if (radius) await view.user.type(screen.getByLabelText('Radius (m)'), radius);
    await view.user.click(screen.getByRole('button', { name: 'Show on map' }));
    return view;
  }

  it('applies the centre and the radius as a number of metres', async () => {
    const { onApply } = await typeCircle('500');
    expect(onApply).toHaveBeenCalledWith({
      kind: 'circle',
      centre: { latitude: '1.35917', longitude: '103.98933' },
      radiusMetres: 500,
    });
  });

  it.each([
    ['', 'Radius is mandatory.'],
    ['0', 'Radius must be more than 0 m'],
    [String(MAX_CIRCLE_RADIUS_M + 1), `Radius cannot be more than ${MAX_CIRCLE_RADIUS_M} m`],
  ])('refuses radius "%s": %s', async (radius, message) => {
    const { onApply } = await typeCircle(radius);
    expect(errorOf(screen.getByLabelText('Radius (m)'))).toBe(message);
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('typed coordinates: an area (MAP-5, APP-26)', () => {
  const corners = [
    ['1.30', '103.80'],
    ['1.31', '103.81'],
    ['1.32', '103.80'],
  ];

  it('starts with three corner rows; corners can be added and removed', async () => {
    const { onApply, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Type of location'), 'polygon');
    expect(screen.getAllByRole('listitem')).toHaveLength(MIN_POLYGON_POINTS);

    await user.click(screen.getByRole('button', { name: 'Add corner' }));
    const rows = [...corners.slice(0, 2), ['9.99', '109.99'], corners[2] ?? []];
    for (const [index, [latitude, longitude]] of rows.entries()) {
      await user.type(screen.getByLabelText(`Corner ${index + 1} latitude`), latitude ?? '');
      await user.type(screen.getByLabelText(`Corner ${index + 1} longitude`), longitude ?? '');
    }
    await user.click(screen.getByRole('button', { name: 'Remove corner 3' }));
    await user.click(screen.getByRole('button', { name: 'Show on map' }));

    expect(onApply).toHaveBeenCalledWith({
      kind: 'polygon',
      points: corners.map(([latitude, longitude]) => ({ latitude, longitude })),
    });
  });

  it('refuses an area of two corners with the domain message', async () => {
    const { onApply, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Type of location'), 'polygon');
    await user.click(screen.getByRole('button', { name: 'Remove corner 3' }));
    await user.type(screen.getByLabelText('Corner 1 latitude'), '1.3');
    await user.click(screen.getByRole('button', { name: 'Show on map' }));

    expect(errorOf(screen.getByLabelText('Corner 1 longitude'))).toBe(
      mandatoryMessage('Longitude'),
    );
    expect(errorOf(screen.getByRole('button', { name: 'Add corner' }))).toBe(
      `An area needs at least ${MIN_POLYGON_POINTS} points`,
    );
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('typed coordinates: following the map (MAP-5, APP-26)', () => {
  it('shows a location drawn on the map and clears it on request', async () => {
    const polygon: ApplicationLocation = {
      kind: 'polygon',
      points: [
        { latitude: '1.3', longitude: '103.8' },
        { latitude: '1.31', longitude: '103.81' },
        { latitude: '1.32', longitude: '103.8' },
      ],
    };
    const { onApply, user, rerender } = renderForm(polygon);
    expect(screen.getByLabelText('Corner 2 latitude')).toHaveValue('1.31');

    rerender(
      <CoordinatesForm
        value={{ kind: 'point', point: { latitude: '1.4', longitude: '103.9' } }}
        onApply={onApply}
      />,
    );
    expect(screen.getByLabelText('Type of location')).toHaveValue('point');
    expect(screen.getByLabelText('Latitude')).toHaveValue('1.4');

    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(onApply).toHaveBeenCalledWith(undefined);
    expect(screen.getByLabelText('Latitude')).toHaveValue('');
  });

  it('keeps what is being typed when the page re-renders with an equal location', async () => {
    const point = (): ApplicationLocation => ({
      kind: 'point',
      point: { latitude: '1.4', longitude: '103.9' },
    });
    const { onApply, user, rerender } = renderForm(point());
    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '1.41');

    rerender(<CoordinatesForm value={point()} onApply={onApply} />);
    expect(screen.getByLabelText('Latitude')).toHaveValue('1.41');
  });
});

describe('typed coordinates apply as they are typed (MAP-22)', () => {
  // Typed as a field's change events, one character at a time, under a fake clock.
  function type(field: HTMLElement, text: string) {
    for (let end = 1; end <= text.length; end += 1) {
      fireEvent.change(field, { target: { value: text.slice(0, end) } });
      act(() => vi.advanceTimersByTime(100));
    }
  }

  it('shows a complete typed point after a pause in typing, without "Show on map"', () => {
    vi.useFakeTimers();
    try {
      const onApply = vi.fn();
      render(<CoordinatesForm value={undefined} onApply={onApply} />);
      type(screen.getByLabelText('Latitude'), '1.3521');
      type(screen.getByLabelText('Longitude'), '103.8198');
      expect(onApply).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1_000));

      expect(onApply).toHaveBeenCalledTimes(1);
      expect(onApply).toHaveBeenCalledWith({
        kind: 'point',
        point: { latitude: '1.3521', longitude: '103.8198' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies nothing and marks nothing wrong while the typed point is incomplete', () => {
    vi.useFakeTimers();
    try {
      const onApply = vi.fn();
      render(<CoordinatesForm value={undefined} onApply={onApply} />);
      type(screen.getByLabelText('Latitude'), '1.3521');
      act(() => vi.advanceTimersByTime(1_000));

      expect(onApply).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Longitude')).not.toHaveAttribute('aria-invalid', 'true');
    } finally {
      vi.useRealTimers();
    }
  });
});
