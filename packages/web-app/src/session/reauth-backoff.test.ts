import { REAUTH_LIMITS, ReauthBackoff, reauthDecision } from './reauth-backoff';

// Issue 21 item 10: before the fix every 401 restarted the session at once, without limit — a server
// answering 401 for ever kept the app re-authorising in a loop (no give-up existed to test).
describe('reauthDecision', () => {
  it.each([
    [[], 0, { kind: 'reauthorize', delayMs: 1_000 }],
    [[0], 5_000, { kind: 'reauthorize', delayMs: 2_000 }],
    [[0, 5_000], 10_000, { kind: 'reauthorize', delayMs: 4_000 }],
    [[0, 5_000, 10_000], 20_000, { kind: 'give-up' }],
    // Outside the window the old attempts no longer count.
    [[0, 5_000, 10_000], 130_001, { kind: 'reauthorize', delayMs: 1_000 }],
  ])('after %j at %i → %j', (earlier, now, expected) => {
    expect(reauthDecision(earlier, now, REAUTH_LIMITS)).toEqual(expected);
  });
});

describe('ReauthBackoff', () => {
  it('gives up after the limit under a server answering 401 for ever, and a retry starts afresh', () => {
    let now = 0;
    const backoff = new ReauthBackoff(() => now);
    const decisions = [];
    for (let i = 0; i < 5; i++) {
      const decision = backoff.next();
      decisions.push(decision.kind);
      now += decision.kind === 'reauthorize' ? decision.delayMs + 200 : 0;
    }
    expect(decisions).toEqual(['reauthorize', 'reauthorize', 'reauthorize', 'give-up', 'give-up']);
    backoff.reset();
    expect(backoff.next()).toEqual({ kind: 'reauthorize', delayMs: 1_000 });
  });
});
