import { describe, expect, it } from 'vitest';
import { archiveTs, parseEmbedRoute } from './route';

describe('parseEmbedRoute', () => {
  it('reads a live channel, by id or slug', () => {
    expect(parseEmbedRoute('/channel_embed/1', '')).toEqual({
      ok: true,
      route: { kind: 'channel', channelId: '1', ts: null },
    });
    expect(parseEmbedRoute('/channel_embed/onair-one/', '?lang=ru')).toEqual({
      ok: true,
      route: { kind: 'channel', channelId: 'onair-one', ts: null },
    });
  });

  it('reads the archive position from ts', () => {
    expect(parseEmbedRoute('/channel_embed/4', '?ts=1700000000')).toEqual({
      ok: true,
      route: { kind: 'channel', channelId: '4', ts: 1700000000 },
    });
  });

  it('takes the content id from the trailing digits of the slug', () => {
    expect(parseEmbedRoute('/content_embed/midnight-thriller-105', '?ignore_parental_control=1')).toEqual({
      ok: true,
      route: { kind: 'content', contentId: 105, slugOrId: 'midnight-thriller-105' },
    });
    expect(parseEmbedRoute('/content_embed/103', '')).toMatchObject({ route: { contentId: 103 } });
  });

  it('refuses URLs that name nothing playable', () => {
    expect(parseEmbedRoute('/channel_embed/', '')).toEqual({
      ok: false,
      reason: 'The embed URL names no channel',
    });
    expect(parseEmbedRoute('/content_embed/no-digits', '')).toMatchObject({ ok: false });
    expect(parseEmbedRoute('/content_embed/%E0%A4%A', '')).toMatchObject({ ok: false });
    expect(parseEmbedRoute('/channels/1', '')).toMatchObject({ ok: false });
  });
});

describe('archiveTs', () => {
  it('keeps whole positive seconds only', () => {
    expect(archiveTs('1700000000')).toBe(1700000000);
    for (const bad of [null, '', '0', '-5', '12.5', 'now', '1e9']) expect(archiveTs(bad)).toBeNull();
  });
});
