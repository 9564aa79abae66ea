import { MESSAGES_ACTIVE_WINDOW_MS, MESSAGES_POLL_MS, shouldPollMessages, unreadBadge } from './poll-policy';

describe('messages poll policy (000 §9)', () => {
  it('polls every 150 s', () => {
    expect(MESSAGES_POLL_MS).toBe(150_000);
  });
  it.each([
    [0, true],
    [MESSAGES_ACTIVE_WINDOW_MS - 1, true],
    [MESSAGES_ACTIVE_WINDOW_MS, true],
    [MESSAGES_ACTIVE_WINDOW_MS + 1, false],
    [3 * 3_600_000, false],
  ])('idle for %i ms → poll %s', (idle, expected) => {
    expect(shouldPollMessages(10_000_000 + idle, 10_000_000)).toBe(expected);
  });
});

describe('unreadBadge', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%d → %s', (count, expected) => {
    expect(unreadBadge(count)).toBe(expected);
  });
});
