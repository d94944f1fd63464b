import { useEffect, useId, useRef, useState } from 'react';
import { CheckField } from '@/components/form/check-field';

/**
 * The ten recovery codes, shown this once (OFF-4): the officer confirms they saved them before
 * the console opens, as nothing shows them again.
 */
export function RecoveryCodesStep({
  recoveryCodes,
  onContinue,
}: {
  recoveryCodes: readonly string[];
  onContinue: () => void;
}) {
  // The step replaced the code field: the notice is what to read first.
  const noticeRef = useRef<HTMLDivElement>(null);
  const checkboxId = useId();
  const [saved, setSaved] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = tried && !saved;

  useEffect(() => noticeRef.current?.focus(), []);

  return (
    <>
      <div ref={noticeRef} tabIndex={-1} className="alert alert-warning">
        Your authenticator app is set up. Keep these {recoveryCodes.length} codes somewhere safe
        (print them or store them in a password manager): each signs you in once if you lose your
        phone. <strong>They are shown only this once.</strong>
      </div>
      <ul
        className="list-unstyled font-monospace fs-5 row row-cols-2 g-1 mb-3"
        aria-label="Recovery codes"
      >
        {recoveryCodes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ul>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (saved) onContinue();
        }}
      >
        <CheckField
          id={checkboxId}
          label="I have saved my recovery codes"
          error={missing ? 'Save your recovery codes, then tick the box.' : undefined}
        >
          {({ invalidClass, ...control }) => (
            <input
              {...control}
              type="checkbox"
              className={`form-check-input${invalidClass}`}
              checked={saved}
              onChange={(event) => setSaved(event.target.checked)}
            />
          )}
        </CheckField>
        <button type="submit" className="btn btn-primary mt-2">
          Continue to the console
        </button>
      </form>
    </>
  );
}
