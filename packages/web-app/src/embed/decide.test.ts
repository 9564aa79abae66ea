import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import type { Channel, Content, ContentMeta } from '../api/schemas';
import { decideChannel, decideContent, packetPageUrl } from './decide';

const channel = (over: Partial<Channel> = {}): Channel =>
  ({ id: 1, name: 'OnAir One', age: 0, is_available: true, is_purchased: true, ...over }) as Channel;
const content = (over: Partial<Content> = {}): Content =>
  ({ id: 103, title: 'Mandelbrot Dreams', age: 6, ...over }) as Content;
const meta = (over: Partial<ContentMeta> = {}): ContentMeta =>
  ({ is_purchased: true, is_available: true, ...over }) as ContentMeta;
const ok = <T>(value: T) => ({ ok: true as const, value });
const err = (status: number, code: string | null = null) => ({
  ok: false as const,
  error: new ApiError('http', `error ${status}`, '/x', status, code),
});
const plain = { ignoreParentalControl: false, pinApproved: false };

describe('decideChannel', () => {
  it('plays a purchased channel live or at ts', () => {
    expect(decideChannel(ok(channel()), null, plain)).toMatchObject({ kind: 'play-channel', ts: null });
    expect(decideChannel(ok(channel()), 1700000000, plain)).toMatchObject({
      kind: 'play-channel',
      ts: 1700000000,
    });
  });

  it('gives the §8 not-found text for an unknown channel and the server words for other failures', () => {
    expect(decideChannel(err(404), null, plain)).toEqual({
      kind: 'message',
      key: 'not_found_channel',
      text: null,
    });
    expect(decideChannel({ ok: false, error: new Error('offline') }, null, plain)).toEqual({
      kind: 'message',
      key: 'error',
      text: 'offline',
    });
  });

  it('shows access_error, else channel_not_available, for an unavailable channel', () => {
    expect(
      decideChannel(ok(channel({ is_available: false, access_error: 'Region only' })), null, plain),
    ).toEqual({
      kind: 'message',
      key: 'channel_not_available',
      text: 'Region only',
    });
    expect(decideChannel(ok(channel({ is_available: false })), null, plain)).toMatchObject({ text: null });
  });

  it('asks the PIN for an adult channel unless parental control is ignored or the PIN was entered', () => {
    const adult = ok(channel({ age: 18, tags: { is_adult: true } }));
    expect(decideChannel(adult, null, plain)).toEqual({ kind: 'pin', title: 'OnAir One' });
    expect(decideChannel(adult, null, { ...plain, ignoreParentalControl: true }).kind).toBe('play-channel');
    expect(decideChannel(adult, null, { ...plain, pinApproved: true }).kind).toBe('play-channel');
    // A missing age counts as adult (001 §5).
    expect(decideChannel(ok(channel({ age: null })), null, plain).kind).toBe('pin');
  });

  it('locks an unpurchased channel, saying when the archive was asked for', () => {
    const locked = ok(channel({ is_purchased: false }));
    expect(decideChannel(locked, null, plain)).toMatchObject({ kind: 'lock-channel', archive: false });
    expect(decideChannel(locked, 1700000000, plain)).toMatchObject({ kind: 'lock-channel', archive: true });
    // is_free alone does not open a channel: the operator's is_purchased decides (docs/decisions.md).
    expect(decideChannel(ok(channel({ is_purchased: false, is_free: true })), null, plain).kind).toBe(
      'lock-channel',
    );
    expect(decideChannel(ok(channel({ is_purchased: true, is_free: true })), null, plain).kind).toBe(
      'play-channel',
    );
  });
});

describe('decideContent', () => {
  it('plays an available, purchased item', () => {
    expect(decideContent(ok(content()), ok(meta()), plain)).toMatchObject({ kind: 'play-content' });
  });

  it('maps unknown, lost and unavailable items to their §8 texts', () => {
    expect(decideContent(err(404), err(404), plain)).toMatchObject({ key: 'not_found_content' });
    expect(decideContent(ok(content()), err(404, 'lost_content'), plain)).toMatchObject({
      key: 'content_not_available',
    });
    expect(decideContent(ok(content({ is_lost: true })), ok(meta()), plain)).toMatchObject({
      key: 'content_not_available',
    });
    expect(decideContent(ok(content()), ok(meta({ is_available: false })), plain)).toMatchObject({
      key: 'content_not_available',
    });
  });

  it('asks the PIN for an age-restricted item unless ignore_parental_control', () => {
    const adult = ok(content({ age: 18, title: 'Midnight Thriller' }));
    expect(decideContent(adult, ok(meta()), plain)).toEqual({ kind: 'pin', title: 'Midnight Thriller' });
    expect(decideContent(adult, ok(meta()), { ...plain, ignoreParentalControl: true }).kind).toBe(
      'play-content',
    );
  });

  it('locks an unpurchased item', () => {
    expect(decideContent(ok(content()), ok(meta({ is_purchased: false })), plain).kind).toBe('lock-content');
  });
});

describe('packetPageUrl', () => {
  it('points at the main app’s packet page', () => {
    expect(packetPageUrl('http://tv.example/', 101)).toBe('http://tv.example/packets/101');
    expect(packetPageUrl('http://tv.example', null)).toBe('http://tv.example/packets');
  });
});
