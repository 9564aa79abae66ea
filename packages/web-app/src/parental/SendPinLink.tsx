/**
 * 000 §8: after a wrong PIN a link sends the PIN by SMS to the account's phone; the result (the masked
 * phone, or the server's refusal) shows in its place.
 */
import { useState } from 'react';
import { useProfileEndpoints } from '../profiles/useProfileEndpoints';
import { useAccountT } from './useAccountT';

export function SendPinLink() {
  const { t } = useAccountT();
  const endpoints = useProfileEndpoints();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done'; text: string }>({
    kind: 'idle',
  });
  if (state.kind === 'done')
    return (
      <p role="status" className="muted">
        {state.text}
      </p>
    );
  return (
    <button
      type="button"
      className="button button--link"
      disabled={state.kind === 'sending'}
      onClick={() => {
        setState({ kind: 'sending' });
        endpoints.sendPin().then(
          (answer) => setState({ kind: 'done', text: t('pin_sent', { phone: answer.phone ?? '' }) }),
          (error: unknown) =>
            setState({ kind: 'done', text: error instanceof Error ? error.message : t('pin_send_failed') }),
        );
      }}
    >
      {t('pin_send_sms')}
    </button>
  );
}
