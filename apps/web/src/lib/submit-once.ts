import { useRef } from 'react';

/**
 * A creating form's submit, once per record (docs/decisions/027-the-phone-app.md). The mutation
 * layer joins a second tap while the first request is in flight (query-client.ts); this covers the
 * tap that lands after it answered, before the screen moved on or the form was cleared, which
 * sent a second request that the server refused (a success and an error for one record). After a
 * success, submits are ignored until the user changes the form (`changed`).
 */
export function useSubmitOnce() {
  const state = useRef<'idle' | 'sending' | 'done'>('idle');
  return {
    /** True when this submit may send; false for a repeat. */
    begin: () => {
      if (state.current !== 'idle') return false;
      state.current = 'sending';
      return true;
    },
    succeeded: () => void (state.current = 'done'),
    /** After a success and before any edit: a tap then is a repeat, not a new (empty) form to check. */
    repeat: () => state.current === 'done',
    failed: () => void (state.current = 'idle'),
    /** The user edited the form: a new record may be sent. */
    changed: () => void (state.current === 'done' && (state.current = 'idle')),
  };
}
