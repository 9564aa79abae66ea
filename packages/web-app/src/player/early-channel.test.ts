import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '../api/schemas';
import { answeredChannel, chooseEarlyChannel, earlyChannel, playsDifferently } from './early-channel';

const channel = (over: Partial<Channel> = {}) =>
  ({ id: 7, slug: 'onair-one', name: 'OnAir One', age: 0, is_purchased: true, ...over }) as Channel;

describe('the early player’s channel: one set of rules, whichever answer it comes from (issue 38)', () => {
  it('takes the held line-up first, then the channel answer, then the line-up asked with the token', async () => {
    const answer = vi.fn(async () => channel({ description: 'answer' }));
    const lineup = vi.fn(async () => [channel({ description: 'lineup' })]);
    const stored = await chooseEarlyChannel(
      { cachedLineup: [channel({ description: 'stored' })], answer, lineup },
      'onair-one',
      false,
      false,
    );
    expect(stored).toEqual({ channel: channel({ description: 'stored' }), revalidate: true });
    expect(answer).not.toHaveBeenCalled();

    const answered = await chooseEarlyChannel({ cachedLineup: undefined, answer, lineup }, '7', true, false);
    expect(answered).toEqual({ channel: channel({ description: 'answer' }), revalidate: false });
    expect(lineup).not.toHaveBeenCalled();

    const missing = await chooseEarlyChannel(
      { cachedLineup: undefined, answer: async () => null, lineup },
      'onair-one',
      true,
      false,
    );
    expect(missing).toEqual({ channel: channel({ description: 'lineup' }), revalidate: false });
  });

  it('plays none where the page shows no player: missing, hidden from the profile, unavailable, locked, a first visit’s adult channel', () => {
    expect(earlyChannel(null, 'onair-one', true)).toBeNull();
    expect(earlyChannel([channel()], 'another', true)).toBeNull();
    expect(earlyChannel([channel({ name: 'OnAir One 4K' })], 'onair-one', false)).toBeNull();
    expect(earlyChannel([channel({ age: 16 })], 'onair-one', false, true)).toBeNull();
    expect(earlyChannel([channel({ is_available: false })], 'onair-one', false)).toBeNull();
    expect(earlyChannel([channel({ is_purchased: false })], 'onair-one', false)).toBeNull();
    expect(earlyChannel([channel({ rating_age: 18, age: null })], 'onair-one', true)).toBeNull();
    // A returning viewer's adult channel is the page's gate's (an approval the viewer holds may pass it).
    expect(earlyChannel([channel({ age: 18 })], 'onair-one', false)).toEqual(channel({ age: 18 }));
    expect(earlyChannel([channel({ age: 6 })], '7', true, true)).toEqual(channel({ age: 6 }));
  });

  it('reads the channel answer through its schema, as the address’s channel only', () => {
    expect(answeredChannel(channel(), 'onair-one')).toEqual(channel());
    expect(answeredChannel(channel(), '7')).toEqual(channel());
    expect(answeredChannel(channel(), 'another')).toBeNull();
    expect(answeredChannel({ id: '7', name: 'x' }, '7')).toBeNull();
    expect(answeredChannel(null, '7')).toBeNull();
  });

  it('tells a fresh answer that plays differently from one that only reads differently', () => {
    const stale = channel({ archived_days: 3, tags: ['news'], stream_types: [{ type: 'hls' }] });
    expect(playsDifferently(stale, { ...stale, description: 'new', logo: 'x.png', is_favored: true })).toBe(
      false,
    );
    // Absent and null are the same answer.
    expect(playsDifferently(stale, { ...stale, real_archived_days: null })).toBe(false);
    for (const change of [
      { archived_days: 4 },
      { real_archived_days: 2 },
      { available_archived_days: 1 },
      { is_purchased: false },
      { isPurchased: false },
      { is_available: false },
      { access_error: 'Not here' },
      { age: 18 },
      { rating_age: 18 },
      { tags: ['news', 'is_adult'] },
      { stream_types: [{ type: 'dash' }] },
      { vitrinaUrl: 'https://vitrina.example/1' },
      { vlight: true },
    ] as Partial<Channel>[]) {
      expect(playsDifferently(stale, { ...stale, ...change })).toBe(true);
    }
  });
});
