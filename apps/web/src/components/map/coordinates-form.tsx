import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ApplicationLocation, CoordinatePair } from '@aviation-permits/domain/geo';
import { CoordinateInput } from './coordinate-input';
import {
  cornerRow,
  formValuesOf,
  LOCATION_KIND_LABELS,
  readLocation,
  withKind,
} from './coordinates-form-values';
import type { CoordinatesFormValues, FieldErrors, LocationKind } from './coordinates-form-values';
import './coordinates-form.css';

// MAP-5, APP-26, ROUTE-43: the keyboard way to set a location, equal to drawing on the map. A
// fieldset, not a form: pages put the map inside their own application form, and forms cannot nest.
// Enter in a field applies the coordinates here instead of submitting the page's form. Typed
// coordinates also apply by themselves after a pause in typing, once they make a whole location
// (MAP-22): until then nothing is applied and nothing is marked wrong, as the person is still typing.

/** The pause in typing after which complete coordinates apply without "Show on map" (MAP-22). */
const TYPING_PAUSE_MS = 600;

interface CoordinatesFormProps {
  value: ApplicationLocation | undefined;
  onApply(location: ApplicationLocation | undefined): void;
}

export function CoordinatesForm({ value, onApply }: CoordinatesFormProps) {
  const id = useId();
  const [values, setValues] = useState(() => formValuesOf(value));
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Bumped by each refused "Show on map", so focus goes to the first field to correct.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0)
      fieldset.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  // A location drawn on the map or found by search fills the fields, so they always show it.
  // Compared as JSON: a page may hand over an equal but new object on every render.
  const [shown, setShown] = useState(() => JSON.stringify(value));
  // Whether the fields hold typing not yet applied (MAP-22); a location from outside is not typing.
  const [typed, setTyped] = useState(false);
  if (JSON.stringify(value) !== shown) {
    setShown(JSON.stringify(value));
    setValues(formValuesOf(value));
    setErrors({});
    setTyped(false);
  }
  const onApplyRef = useRef(onApply);
  useEffect(() => {
    onApplyRef.current = onApply;
  });
  useEffect(() => {
    if (!typed) return undefined;
    const timer = setTimeout(() => {
      const reading = readLocation(values);
      if ('errors' in reading || JSON.stringify(reading.location) === shown) return;
      setErrors({});
      onApplyRef.current(reading.location);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, values, shown]);

  function update(change: Partial<CoordinatesFormValues>) {
    setValues((current) => ({ ...current, ...change }));
    setTyped(true);
  }
  function updateCorner(index: number, change: Partial<CoordinatePair>) {
    setValues((current) => ({
      ...current,
      corners: current.corners.map((row, i) => (i === index ? { ...row, ...change } : row)),
    }));
    setTyped(true);
  }

  function apply() {
    const reading = readLocation(values);
    if ('errors' in reading) {
      setErrors(reading.errors);
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    setTyped(false);
    onApply(reading.location);
  }
  function clear() {
    setValues(formValuesOf(undefined));
    setErrors({});
    setTyped(false);
    onApply(undefined);
  }
  function applyOnEnter(event: KeyboardEvent) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    }
  }

  const hintId = `${id}-hint`;
  return (
    <fieldset ref={fieldset} className="portal-map-coordinates" onKeyDown={applyOnEnter}>
      <legend className="fs-5">Enter the location by coordinates</legend>
      <p id={hintId} className="form-text">
        Decimal degrees (WGS 84), for example latitude 1.3521 and longitude 103.8198.
      </p>
      <div className="portal-map-coordinates__field">
        <label htmlFor={`${id}-kind`} className="form-label">
          Type of location
        </label>
        <select
          id={`${id}-kind`}
          className="form-select"
          value={values.kind}
          onChange={(event) => setValues(withKind(values, event.target.value as LocationKind))}
        >
          {Object.entries(LOCATION_KIND_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </div>

      {values.kind === 'polygon' ? (
        <CornerRows
          id={id}
          values={values}
          errors={errors}
          hintId={hintId}
          onChangeCorner={updateCorner}
          onChange={update}
        />
      ) : (
        <div className="portal-map-coordinates__row">
          <CoordinateInput
            id={`${id}-latitude`}
            label={values.kind === 'circle' ? 'Centre latitude' : 'Latitude'}
            value={values.latitude}
            error={errors.latitude}
            hintId={hintId}
            onChange={(latitude) => update({ latitude })}
          />
          <CoordinateInput
            id={`${id}-longitude`}
            label={values.kind === 'circle' ? 'Centre longitude' : 'Longitude'}
            value={values.longitude}
            error={errors.longitude}
            hintId={hintId}
            onChange={(longitude) => update({ longitude })}
          />
          {values.kind === 'circle' && (
            <CoordinateInput
              id={`${id}-radius`}
              label="Radius (m)"
              value={values.radius}
              error={errors.radius}
              onChange={(radius) => update({ radius })}
            />
          )}
        </div>
      )}

      <div className="portal-map-coordinates__actions">
        <button type="button" className="btn btn-primary" onClick={apply}>
          Show on map
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={clear}>
          Clear location
        </button>
      </div>
    </fieldset>
  );
}

interface CornerRowsProps {
  id: string;
  values: CoordinatesFormValues;
  errors: FieldErrors;
  hintId: string;
  onChangeCorner(index: number, change: Partial<CoordinatePair>): void;
  onChange(change: Partial<CoordinatesFormValues>): void;
}

function CornerRows({ id, values, errors, hintId, onChangeCorner, onChange }: CornerRowsProps) {
  const listError = errors.corners;
  const listErrorId = listError ? `${id}-corners-error` : undefined;
  return (
    <>
      <ol className="portal-map-coordinates__corners">
        {values.corners.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.id} className="portal-map-coordinates__row">
              <CoordinateInput
                id={`${id}-corner-${row.id}-latitude`}
                label={`Corner ${number} latitude`}
                value={row.latitude}
                error={errors[`corners.${index}.latitude`]}
                hintId={hintId}
                onChange={(latitude) => onChangeCorner(index, { latitude })}
              />
              <CoordinateInput
                id={`${id}-corner-${row.id}-longitude`}
                label={`Corner ${number} longitude`}
                value={row.longitude}
                error={errors[`corners.${index}.longitude`]}
                hintId={hintId}
                onChange={(longitude) => onChangeCorner(index, { longitude })}
              />
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => onChange({ corners: values.corners.filter((c) => c.id !== row.id) })}
              >
                Remove corner {number}
              </button>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id={listErrorId} className="invalid-feedback d-block">
          {listError}
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-describedby={listErrorId}
        onClick={() => onChange({ corners: [...values.corners, cornerRow()] })}
      >
        Add corner
      </button>
    </>
  );
}
