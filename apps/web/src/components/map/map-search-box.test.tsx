import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import type { OneMapSearchResult } from '@aviation-permits/domain/geo';
import type { MapLookup, MapSearchClient } from '../../lib/map-search/map-search-client';
import { MapSearchBox } from './map-search-box';

const RESULT: OneMapSearchResult = {
  SEARCHVAL: 'SELETAR AIRPORT',
  BLK_NO: '80',
  ROAD_NAME: 'SELETAR AEROSPACE DRIVE',
  BUILDING: 'SELETAR AIRPORT',
  ADDRESS: '80 SELETAR AEROSPACE DRIVE SELETAR AIRPORT SINGAPORE 797509',
  POSTAL: '797509',
  X: '33220.1',
  Y: '40911.2',
  LATITUDE: '1.41695012345678901',
  LONGITUDE: '103.86765',
};
const WITHOUT_POSITION = { ...RESULT, ADDRESS: 'NIL', LATITUDE: 'NIL', LONGITUDE: 'NIL' };

function fakeClient(answer: MapLookup<OneMapSearchResult[]>): MapSearchClient {
  return {
    search: vi.fn(async () => answer),
    lookup: vi.fn(),
    reverseGeocode: vi.fn(),
  };
}

async function searchFor(client: MapSearchClient, text: string) {
  const onChoose = vi.fn();
  render(<MapSearchBox client={client} onChoose={onChoose} />);
  const user = userEvent.setup();
  await user.type(
    screen.getByRole('searchbox', { name: /address or postal code/ }),
    `${text}{Enter}`,
  );
  return { onChoose, user };
}

describe('map search box (MAP-5, MAP-9, MAP-11)', () => {
  it('searches on Enter and places the chosen result, keeping 6 decimals', async () => {
    const client = fakeClient({ error: false, data: [RESULT, WITHOUT_POSITION] });
    const { onChoose, user } = await searchFor(client, 'seletar');

    expect(client.search).toHaveBeenCalledWith('seletar');
    expect(await screen.findByRole('status')).toHaveTextContent('1 result found.');
    await user.click(screen.getByRole('button', { name: RESULT.ADDRESS }));
    expect(onChoose).toHaveBeenCalledWith(
      { latitude: '1.41695', longitude: '103.86765' },
      RESULT.ADDRESS,
    );
  });

  it('hands a result chosen with the keyboard back to the search field, saying where the location is', async () => {
    const client = fakeClient({ error: false, data: [RESULT] });
    const { onChoose, user } = await searchFor(client, 'seletar');
    const searchBox = screen.getByRole('searchbox', { name: /address or postal code/ });
    await screen.findByRole('list', { name: 'Search results' });

    await user.tab(); // the Search button
    await user.tab(); // the result
    expect(screen.getByRole('button', { name: RESULT.ADDRESS })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onChoose).toHaveBeenCalledWith(
      { latitude: '1.41695', longitude: '103.86765' },
      RESULT.ADDRESS,
    );
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(searchBox).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(`Location set to ${RESULT.ADDRESS}.`);
  });

  it('moves between the results with the arrow keys, Home and End, and back to the field', async () => {
    const second = { ...RESULT, ADDRESS: '1 SELETAR ROAD SINGAPORE 797000', SEARCHVAL: 'TWO' };
    const third = { ...RESULT, ADDRESS: '2 SELETAR ROAD SINGAPORE 797001', SEARCHVAL: 'THREE' };
    const { onChoose, user } = await searchFor(
      fakeClient({ error: false, data: [RESULT, second, third] }),
      'seletar',
    );
    const searchBox = screen.getByRole('searchbox', { name: /address or postal code/ });
    const [first, middle, last] = [RESULT, second, third].map((result) =>
      screen.getByRole('button', { name: result.ADDRESS }),
    );

    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(middle).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(last).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(searchBox).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(searchBox).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.anything(), second.ADDRESS);
    expect(searchBox).toHaveFocus();
  });

  it.each([
    ['no-results', MAP_MESSAGES.addressNotFound],
    ['failed', MAP_MESSAGES.unableToRetrieveData],
    ['token-missing', MAP_MESSAGES.unableToRetrieveData],
  ] as const)('says why nothing was found (%s)', async (reason, message) => {
    await searchFor(fakeClient({ error: true, data: null, reason }), 'nowhere');
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('says beside the results that the built-in list answered while address search is busy (MAP-21)', async () => {
    await searchFor(
      fakeClient({ error: false, data: [RESULT], notice: MAP_MESSAGES.searchBusy }),
      'seletar',
    );

    expect(await screen.findByRole('status')).toHaveTextContent(
      `1 result found. ${MAP_MESSAGES.searchBusy}`,
    );
    expect(screen.getByRole('button', { name: RESULT.ADDRESS })).toBeInTheDocument();
  });

  it('asks a browser that searched too often to wait (MAP-18)', async () => {
    await searchFor(
      fakeClient({ error: true, data: null, reason: 'too-many-requests' }),
      'seletar',
    );

    expect(await screen.findByRole('status')).toHaveTextContent(MAP_MESSAGES.tooManySearches);
  });
});
