import { describe, expect, it } from 'vitest';
import { remainingDelayMs, waitedOnArrivalMs } from './arrival-wait';

describe('waitedOnArrivalMs (001 §4 delay counted from the viewer’s choice)', () => {
  it('counts the time since the page started for the first channel on the entry the page opened with', () => {
    expect(waitedOnArrivalMs({ firstChannelOfPage: true, historyIndex: 0, sincePageStartMs: 730 })).toBe(730);
    // Before the router wrote its state the visitor is still on the opening entry.
    expect(waitedOnArrivalMs({ firstChannelOfPage: true, historyIndex: null, sincePageStartMs: 90 })).toBe(
      90,
    );
  });

  it('gives no credit to a channel chosen inside the app', () => {
    expect(waitedOnArrivalMs({ firstChannelOfPage: false, historyIndex: 0, sincePageStartMs: 9000 })).toBe(0);
    // The visitor came from another page of the app: the click is the choice.
    expect(waitedOnArrivalMs({ firstChannelOfPage: true, historyIndex: 2, sincePageStartMs: 9000 })).toBe(0);
  });

  it('never counts a negative time', () => {
    expect(waitedOnArrivalMs({ firstChannelOfPage: true, historyIndex: 0, sincePageStartMs: -5 })).toBe(0);
  });
});

describe('remainingDelayMs', () => {
  it('is the rest of the delay, never below zero', () => {
    expect(remainingDelayMs(600, 0)).toBe(600);
    expect(remainingDelayMs(600, 450)).toBe(150);
    expect(remainingDelayMs(600, 2000)).toBe(0);
    expect(remainingDelayMs(600, -10)).toBe(600);
  });
});
