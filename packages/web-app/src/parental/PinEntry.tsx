/**
 * 000 §2 / §5: the 4-digit PIN entry — digits only, submits itself on completion, continue disabled below
 * 4 digits. It shows a busy state while the server answers and keeps the error under the field.
 */
import { useId, useState } from 'react';
import { PIN_LENGTH } from '../constants';

export function PinEntry(props: {
  label: string;
  submitLabel: string;
  busy?: boolean;
  error?: string | null;
  onSubmit: (pin: string) => void;
  onTyping?: () => void;
  autoFocus?: boolean;
  testId?: string;
}) {
  const [pin, setPin] = useState('');
  const id = useId();
  const submit = (value: string) => {
    if (props.busy || value.length !== PIN_LENGTH) return;
    props.onSubmit(value);
    setPin('');
  };
  return (
    <form
      className="pin-entry"
      data-testid={props.testId ?? 'pin-entry'}
      onSubmit={(event) => {
        event.preventDefault();
        submit(pin);
      }}
    >
      <label htmlFor={id} className="pin-entry__label">
        {props.label}
      </label>
      <input
        id={id}
        className="pin-prompt__input"
        inputMode="numeric"
        autoComplete="off"
        type="password"
        // biome-ignore lint/a11y/noAutofocus: a PIN dialog exists to take these four digits.
        autoFocus={props.autoFocus}
        maxLength={PIN_LENGTH}
        value={pin}
        disabled={props.busy}
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH);
          setPin(digits);
          props.onTyping?.();
          if (digits.length === PIN_LENGTH) submit(digits);
        }}
      />
      {props.error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {props.error}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={props.busy || pin.length < PIN_LENGTH}
      >
        {props.submitLabel}
      </button>
    </form>
  );
}
