import type { ComponentPropsWithRef } from 'react';
import type { FieldControlProps } from './form-field';

// The form kit's one-time-code control (APP-83, APP-90): the e-mail code of a sign-in and of the
// profile's address proof, the authenticator's code and a recovery code all take this input, so
// each is offered the code the device received (autocomplete "one-time-code"), is never
// spell-checked, and shows the digits keypad when the code is digits only.

type OneTimeCodeInputProps = FieldControlProps & {
  /** The code is digits only: phones show their number pad. */
  numeric: boolean;
} & Omit<
    ComponentPropsWithRef<'input'>,
    'type' | 'className' | 'autoComplete' | 'inputMode' | 'spellCheck' | keyof FieldControlProps
  >;

/** Spread a FormField's control props on it, then a register() or value and onChange. */
export function OneTimeCodeInput({ invalidClass, numeric, ...input }: OneTimeCodeInputProps) {
  return (
    <input
      {...input}
      type="text"
      autoComplete="one-time-code"
      spellCheck={false}
      {...(numeric ? { inputMode: 'numeric' as const } : {})}
      className={`form-control${invalidClass}`}
    />
  );
}
