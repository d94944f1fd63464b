// One labelled text input of the coordinates form; its error is tied to it with aria-describedby.

interface CoordinateInputProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hintId?: string;
  onChange(value: string): void;
}

export function CoordinateInput({
  id,
  label,
  value,
  error,
  hintId,
  onChange,
}: CoordinateInputProps) {
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="portal-map-coordinates__field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="invalid-feedback d-block">
          {error}
        </p>
      )}
    </div>
  );
}
