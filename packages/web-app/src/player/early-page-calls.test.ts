import { describe, expect, it } from 'vitest';
import { channelKeyOf, earlyCallsFor } from './early-page-calls';

describe("a page's player calls, from its address", () => {
  it('a channel page: the stream and the channel, by the id the last line-up gave its slug', () => {
    expect(earlyCallsFor('/channels/all/onair-one', '', { 'onair-one': 1 })).toEqual([
      { kind: 'channel-stream', ref: '1' },
      { kind: 'channel', ref: '1' },
    ]);
    // A first visit knows no line-up: the slug itself (the API takes either).
    expect(earlyCallsFor('/channels/all/onair-one', '', {})).toEqual([
      { kind: 'channel-stream', ref: 'onair-one' },
      { kind: 'channel', ref: 'onair-one' },
    ]);
    expect(earlyCallsFor('/channels/sport/7/', '?lang=en', {})[0]).toEqual({
      kind: 'channel-stream',
      ref: '7',
    });
  });

  it('nothing for an archive position, a list without a channel, or another page', () => {
    expect(earlyCallsFor('/channels/all/onair-one', '?ts=1700000000', { 'onair-one': 1 })).toEqual([]);
    expect(earlyCallsFor('/channels/all', '', {})).toEqual([]);
    expect(earlyCallsFor('/channels', '', {})).toEqual([]);
    expect(earlyCallsFor('/contents/film-103', '', {})).toEqual([]);
    expect(earlyCallsFor('/watch/no-digits', '', {})).toEqual([]);
  });

  it("a film's /watch page: its stream, the id from the slug's trailing digits", () => {
    expect(earlyCallsFor('/watch/mandelbrot-dreams-103', '', {})).toEqual([
      { kind: 'content-stream', ref: '103' },
    ]);
    expect(earlyCallsFor('/watch/103', '', {})).toEqual([{ kind: 'content-stream', ref: '103' }]);
  });

  it('reads a live channel from a channel page’s address, not an archive position', () => {
    expect(channelKeyOf('/channels/all/onair-one', '')).toBe('onair-one');
    expect(channelKeyOf('/channels/news/12/', '')).toBe('12');
    expect(channelKeyOf('/channels/all/onair-one', '?ts=1700000000')).toBeNull();
    expect(channelKeyOf('/channels/all', '')).toBeNull();
    expect(channelKeyOf('/watch/12', '')).toBeNull();
  });
});
