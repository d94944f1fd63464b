import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { MAP_MESSAGES } from '@aviation-permits/domain';
import type { CoordinatePair, OneMapSearchResult } from '@aviation-permits/domain';
import type { MapSearchClient } from '../../lib/map-search/map-search-client';
import { searchResultLabel, searchResultPosition } from './search-result-location';

// MAP-5, MAP-9, MAP-11: find an address or postal code and choose one of the results; the map then
// marks it. Like the coordinates form it is no <form> (the page's form holds the map), so Enter
// searches.

interface MapSearchBoxProps {
  client: MapSearchClient;
  onChoose(position: CoordinatePair, label: string): void;
}

type SearchState =
  | { phase: 'idle' }
  | { phase: 'searching' }
  | { phase: 'done'; results: OneMapSearchResult[] }
  | { phase: 'failed'; message: string };

export function MapSearchBox({ client, onChoose }: MapSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>({ phase: 'idle' });

  async function search() {
    const searchVal = text.trim();
    if (!searchVal) return;
    setState({ phase: 'searching' });
    const answer = await client.search(searchVal);
    if (!answer.error) {
      setState({ phase: 'done', results: answer.data.filter((r) => searchResultPosition(r)) });
    } else {
      const message =
        answer.reason === 'no-results'
          ? MAP_MESSAGES.addressNotFound
          : MAP_MESSAGES.unableToRetrieveData;
      setState({ phase: 'failed', message });
    }
  }
  function searchOnEnter(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void search();
    }
  }
  function choose(result: OneMapSearchResult) {
    const position = searchResultPosition(result);
    if (!position) return;
    onChoose(position, searchResultLabel(result));
    setState({ phase: 'idle' });
  }

  const statusText =
    state.phase === 'searching'
      ? 'Searching…'
      : state.phase === 'failed'
        ? state.message
        : state.phase === 'done'
          ? `${state.results.length} result${state.results.length === 1 ? '' : 's'} found.`
          : '';
  return (
    <div role="search" className="portal-map-search" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-text`} className="form-label">
        Search for an address or postal code
      </label>
      <div className="input-group">
        <input
          id={`${id}-text`}
          type="search"
          className="form-control"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={searchOnEnter}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={state.phase === 'searching'}
          onClick={() => void search()}
        >
          Search
        </button>
      </div>
      <p role="status" className="form-text mb-1">
        {statusText}
      </p>
      {state.phase === 'done' && state.results.length > 0 && (
        <ul className="portal-map-search__results list-unstyled" aria-label="Search results">
          {state.results.map((result, index) => (
            <li key={`${index}-${result.SEARCHVAL}`}>
              <button
                type="button"
                className="btn btn-link text-start"
                onClick={() => choose(result)}
              >
                {searchResultLabel(result)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
