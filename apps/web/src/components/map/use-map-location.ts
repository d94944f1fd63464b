import { useEffect, useRef, useState } from 'react';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';

/**
 * The map's location: the page's value wins whenever it changes; in between, the applicant's own
 * changes (drawn, searched or typed) show, and each is handed to the page.
 */
export function useMapLocation(
  value: ApplicationLocation | undefined,
  onChange: ((location: ApplicationLocation | undefined) => void) | undefined,
): [ApplicationLocation | undefined, (next: ApplicationLocation | undefined) => void] {
  const [location, setLocation] = useState(value);
  // Compared as JSON: a page may hand over an equal but new object on every render.
  const [valueSeen, setValueSeen] = useState(() => JSON.stringify(value));
  if (JSON.stringify(value) !== valueSeen) {
    setValueSeen(JSON.stringify(value));
    setLocation(value);
  }
  // Read when called: map layers created once keep the first `change` they were given.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  function change(next: ApplicationLocation | undefined) {
    setLocation(next);
    onChangeRef.current?.(next);
  }
  return [location, change];
}
