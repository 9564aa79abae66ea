import { describe, expect, it } from 'vitest';
import { waitedOnArrivalMs } from './arrival-wait';

describe('waitedOnArrivalMs (001 §4 delay: for channels chosen inside the app)', () => {
  it('counts the whole delay as waited for the first channel on the entry the page opened with', () => {
    expect(waitedOnArrivalMs({ firstChannelOfPage: true, historyIndex: 0 }, 600)).toBe(600);
    // Before the router wrote its state the visitor is still on the opening entry.
    expect(waitedOnArrivalMs({ firstChannelOfPage: true, historyIndex: null }, 600)).toBe(600);
  });

  it('gives no credit to a channel chosen inside the app: it waits the full delay', () => {
    expect(waitedOnArrivalMs({ firstChannelOfPage: false, historyIndex: 0 }, 600)).toBe(0);
    // The visitor came from another page of the app: the click is the choice.
    expect(waitedOnArrivalMs({ firstChannelOfPage: true, historyIndex: 2 }, 600)).toBe(0);
  });
});
