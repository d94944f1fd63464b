import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import type { CoordinatePair, OneMapSearchResult } from '@aviation-permits/domain/geo';
import type { MapLookupFailure, MapSearchClient } from '../../lib/map-search/map-search-client';
import { searchResultLabel, searchResultPosition } from './search-result-location';

// MAP-5, MAP-9, MAP-11: find an address or postal code and choose one of the results; the map then
// marks it. Like the coordinates form it is no <form> (the page's form holds the map), so Enter
// searches. The results are buttons, reached with Tab or, as in a list of suggestions, with the
// arrow keys from the search field (Up from the first result, or Escape, goes back to it).
// Choosing a result removes the list, focus included: the focus goes back to the search field and
// the status line says where the location now is, so a keyboard or screen-reader user is neither
// dropped on the page's body nor left without a word. The status line also says when the built-in
// list answered because OneMap was busy (MAP-21) and when this browser searched too often (MAP-18).

interface MapSearchBoxProps {
  client: MapSearchClient;
  onChoose(position: CoordinatePair, label: string): void;
}

type SearchState =
  | { phase: 'idle' }
  | { phase: 'searching' }
  | { phase: 'done'; results: OneMapSearchResult[]; notice: string | undefined }
  | { phase: 'chosen'; label: string }
  | { phase: 'failed'; message: string };

/** What the status line says of the search, for everyone to read and screen readers to announce. */
function statusText(state: SearchState): string {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'searching':
      return 'Searching…';
    case 'failed':
      return state.message;
    case 'done': {
      const found = `${state.results.length} result${state.results.length === 1 ? '' : 's'} found.`;
      // MAP-21: the results came from the built-in list because OneMap was busy.
      return state.notice === undefined ? found : `${found} ${state.notice}`;
    }
    case 'chosen':
      return `Location set to ${state.label}.`;
  }
}

const FAILURE_MESSAGES: Record<MapLookupFailure, string> = {
  'no-results': MAP_MESSAGES.addressNotFound,
  'too-many-requests': MAP_MESSAGES.tooManySearches,
  'token-missing': MAP_MESSAGES.unableToRetrieveData,
  failed: MAP_MESSAGES.unableToRetrieveData,
};

export function MapSearchBox({ client, onChoose }: MapSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>({ phase: 'idle' });
  const searchField = useRef<HTMLInputElement>(null);
  const resultButtons = useRef<(HTMLButtonElement | null)[]>([]);

  async function search() {
    const searchVal = text.trim();
    if (!searchVal) return;
    setState({ phase: 'searching' });
    const answer = await client.search(searchVal);
    if (!answer.error) {
      const results = answer.data.filter((r) => searchResultPosition(r));
      setState({ phase: 'done', results, notice: answer.notice });
    } else {
      const message = FAILURE_MESSAGES[answer.reason];
      setState({
        phase: 'failed',
        message: answer.notice === undefined ? message : `${message} ${answer.notice}`,
      });
    }
  }
  function searchFieldKeys(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void search();
    } else if (event.key === 'ArrowDown' && state.phase === 'done') {
      event.preventDefault();
      resultButtons.current[0]?.focus();
    }
  }
  /** Arrow keys, Home and End move between the results; Up from the first, or Escape, leaves. */
  function resultKeys(event: KeyboardEvent, index: number) {
    // The refs of an earlier, longer list stay behind as nulls: the results shown count.
    const last = (state.phase === 'done' ? state.results.length : 0) - 1;
    const target: Record<string, number | 'field'> = {
      ArrowDown: Math.min(index + 1, last),
      ArrowUp: index === 0 ? 'field' : index - 1,
      Home: 0,
      End: last,
      Escape: 'field',
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (next === 'field') searchField.current?.focus();
    else resultButtons.current[next]?.focus();
  }
  function choose(result: OneMapSearchResult) {
    const position = searchResultPosition(result);
    if (!position) return;
    const label = searchResultLabel(result);
    onChoose(position, label);
    setState({ phase: 'chosen', label });
    searchField.current?.focus();
  }

  return (
    <div role="search" className="portal-map-search" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-text`} className="form-label">
        Search for an address or postal code
      </label>
      <div className="input-group">
        <input
          ref={searchField}
          id={`${id}-text`}
          type="search"
          className="form-control"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={searchFieldKeys}
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
        {statusText(state)}
      </p>
      {state.phase === 'done' && state.results.length > 0 && (
        <ul className="portal-map-search__results list-unstyled" aria-label="Search results">
          {state.results.map((result, index) => (
            <li key={`${index}-${result.SEARCHVAL}`}>
              <button
                ref={(button) => {
                  resultButtons.current[index] = button;
                }}
                type="button"
                className="btn btn-link text-start"
                onClick={() => choose(result)}
                onKeyDown={(event) => resultKeys(event, index)}
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
