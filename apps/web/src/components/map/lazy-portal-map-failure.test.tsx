import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';
import { LazyPortalMap } from './lazy-portal-map';

// ROUTE-46, MAP-5: when the map's chunk does not arrive, the map's place says so in the portal's
// words, and the coordinates form below it still sets the location, said in the summary line.

vi.mock('./portal-map', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/portal-map.js');
});

describe('the map whose chunk fails (ROUTE-46)', () => {
  it("shows the portal's message in its place and the typed coordinates still apply", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = vi.fn();
    render(<LazyPortalMap onChange={onChange} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.somethingWentWrong);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Latitude'), '1.3521');
    await user.type(screen.getByLabelText('Longitude'), '103.8198');
    await user.click(screen.getByRole('button', { name: 'Show on map' }));
    expect(onChange).toHaveBeenCalledWith({
      kind: 'point',
      point: { latitude: '1.3521', longitude: '103.8198' },
    });
    expect(
      screen.getByText('Selected location: Point at latitude 1.3521, longitude 103.8198'),
    ).toBeInTheDocument();
  });
});
