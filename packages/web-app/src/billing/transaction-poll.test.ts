import { describe, expect, it } from 'vitest';
import { nextPoll, POLL_FAST_MS, POLL_GIVE_UP_MS, POLL_SLOW_MS, stateOf } from './transaction-poll';

describe('transaction polling', () => {
  it('reads complete and error, anything else is still settling', () => {
    expect(stateOf('complete')).toBe('complete');
    expect(stateOf('error')).toBe('error');
    expect(stateOf('pending')).toBe('pending');
    expect(stateOf(undefined)).toBe('pending');
  });
  it('asks quickly at first, then slower', () => {
    expect(nextPoll(null, 0, 0)).toEqual({ kind: 'wait', ms: POLL_FAST_MS });
    expect(nextPoll({ status: 'pending' }, 0, 10_000)).toEqual({ kind: 'wait', ms: POLL_SLOW_MS });
  });
  it('ends on complete, or on error with the provider’s reason', () => {
    expect(nextPoll({ status: 'complete' }, 0, 1)).toEqual({ kind: 'complete' });
    expect(
      nextPoll({ status: 'error', status_description: 'No funds', reason: 'insufficient_funds' }, 0, 1),
    ).toEqual({ kind: 'error', description: 'No funds', reason: 'insufficient_funds' });
  });
  it('stops asking after the give-up time but does not call it a failure', () => {
    expect(nextPoll({ status: 'pending' }, 0, POLL_GIVE_UP_MS)).toEqual({ kind: 'still_pending' });
  });
});
