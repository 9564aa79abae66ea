import { describe, expect, it } from 'vitest';
import type { Content, ContentMeta } from '../api/schemas';
import { airingChannelId, payButtonsOf, watchOffer } from './watch-offer';

const film: Content = {
  id: 106,
  title: 'The Lost Reel',
  content_type: 'movie',
  last_seen_channel_ids: [7, 3],
};
const buy = { button_type: 'pay', caption: 'Buy for 199' };
const rent = { button_type: 'pay', caption: 'Rent for 99' };
const unpaid: ContentMeta = { is_purchased: false, buttons: [{ button_type: 'trailer' }, buy, rent] };

describe('what the watch button offers (001 §4)', () => {
  it('a spinner while the meta is pending, before anything else', () => {
    expect(watchOffer({ ...film, is_lost: true }, null, true, 106)).toEqual({ kind: 'pending' });
  });

  it('content_not_available for a lost or unavailable title, or one with nothing to watch', () => {
    const unavailable = { kind: 'unavailable', lastChannel: 7 };
    expect(watchOffer({ ...film, is_lost: true }, null, false, 106)).toEqual(unavailable);
    expect(watchOffer(film, { is_available: false }, false, 106)).toEqual(unavailable);
    expect(watchOffer(film, unpaid, false, null)).toEqual(unavailable);
    expect(watchOffer({ ...film, last_seen_channel_ids: [] }, null, false, null)).toEqual({
      kind: 'unavailable',
      lastChannel: undefined,
    });
  });

  it('the pay buttons of an unpaid title, and /watch for a paid one or an unpaid one with none', () => {
    expect(watchOffer(film, unpaid, false, 106)).toEqual({ kind: 'buy' });
    expect(payButtonsOf(unpaid)).toEqual([buy, rent]);
    expect(watchOffer(film, { ...unpaid, is_purchased: true }, false, 106)).toEqual({ kind: 'watch' });
    expect(watchOffer(film, { is_purchased: false, buttons: [] }, false, 106)).toEqual({ kind: 'watch' });
    expect(watchOffer(film, null, false, 106)).toEqual({ kind: 'watch' });
  });

  it('the airing channel of an unpaid title only', () => {
    const stream_using = { content_schedule: { channel_id: 12 } };
    expect(airingChannelId({ is_purchased: false, stream_using } as ContentMeta)).toBe(12);
    expect(airingChannelId({ is_purchased: true, stream_using } as ContentMeta)).toBeNull();
    expect(airingChannelId(null)).toBeNull();
  });
});
