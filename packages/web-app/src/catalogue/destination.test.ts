import { describe, expect, it } from 'vitest';
import { destinationAction } from './destination';

describe('rowset item destinations (001 §2 Row slider behaviour)', () => {
  it('navigates for content, row, packet, rowset and channel, keeping a library', () => {
    expect(destinationAction({ type: 'content', id: 101, slug: 'film-101', library_id: 2 }, null)).toEqual({
      kind: 'navigate',
      to: '/contents/film-101?library_id=2',
    });
    expect(destinationAction({ type: 'row', id: 11 }, null)).toEqual({ kind: 'navigate', to: '/row/11' });
    expect(destinationAction({ type: 'packet', id: 101 }, null)).toEqual({
      kind: 'navigate',
      to: '/packets/101',
    });
    expect(destinationAction({ type: 'rowset', id: 5, slug: 'kids' }, null)).toEqual({
      kind: 'navigate',
      to: '/rowset/kids',
    });
    expect(destinationAction({ type: 'channel', id: 3 }, null)).toEqual({
      kind: 'navigate',
      to: '/channels/all/3',
    });
  });

  it('opens the last channel this browser watched, else the channel list', () => {
    expect(destinationAction({ type: 'last_channel' }, '307')).toEqual({
      kind: 'navigate',
      to: '/channels/all/307',
    });
    expect(destinationAction({ type: 'last_channel' }, null)).toEqual({ kind: 'navigate', to: '/channels' });
  });

  it('opens a new tab only for a web address, the promo wizard, a message, or nothing', () => {
    expect(destinationAction({ type: 'open_url', src: 'https://example.com/a' }, null)).toEqual({
      kind: 'open',
      url: 'https://example.com/a',
    });
    expect(destinationAction({ type: 'open_url', src: 'javascript:alert(1)' }, null)).toEqual({
      kind: 'none',
    });
    expect(destinationAction({ type: 'enter_promo_key' }, null)).toEqual({ kind: 'promo' });
    expect(destinationAction({ type: 'text', title: 'T', description: 'D' }, null)).toEqual({
      kind: 'message',
      title: 'T',
      text: 'D',
    });
    expect(destinationAction({ type: 'mystery' }, null)).toEqual({ kind: 'none' });
    expect(destinationAction(null, null)).toEqual({ kind: 'none' });
  });
});
