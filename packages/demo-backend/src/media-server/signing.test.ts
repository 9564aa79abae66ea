import { describe, expect, it } from 'vitest';
import { mediaSigner, SIGNED_MEDIA_TTL_SEC, scopeOf } from './signing';

const clock = { now: 1_767_225_600 };
const signer = mediaSigner('k'.repeat(64), () => clock.now);

describe('mediaSigner', () => {
  it('signs a media path in a segment its relative URIs inherit, and opens it back', () => {
    const signed = signer.sign('/media/live/live4/master.m3u8');
    expect(signed).toMatch(/^\/media\/sig=\d+\.[\w-]{22}\/live\/live4\/master\.m3u8$/);
    const under = signed.replace('/media/', '');
    expect(signer.verify(under)).toEqual({ ok: true, path: 'live/live4/master.m3u8' });
    // A variant playlist and a segment resolved relative to it keep the segment.
    const segment = new URL('v360/seg-9.m4s', `http://x${signed}`).pathname.replace('/media/', '');
    expect(signer.verify(segment)).toEqual({ ok: true, path: 'live/live4/v360/seg-9.m4s' });
  });

  it('opens only its own scope', () => {
    const sig = signer.sign('/media/live/live4/master.m3u8').split('/')[2];
    expect(signer.verify(`${sig}/live/live1/master.m3u8`)).toMatchObject({
      ok: false,
      code: 'media_signature_invalid',
    });
    expect(signer.verify(`${sig}/vod/feature/master.m3u8`)).toMatchObject({ ok: false });
  });

  it('refuses a changed expiry, a changed MAC, a missing path and another key', () => {
    const sig = signer.sign('/media/vod/feature/master.m3u8').split('/')[2] ?? '';
    const [exp, mac] = sig.replace('sig=', '').split('.');
    expect(signer.verify(`sig=${Number(exp) + 3600}.${mac}/vod/feature/master.m3u8`)).toMatchObject({
      ok: false,
    });
    expect(signer.verify(`sig=${exp}.${'A'.repeat(22)}/vod/feature/master.m3u8`)).toMatchObject({
      ok: false,
    });
    expect(signer.verify(`${sig}`)).toMatchObject({ ok: false });
    expect(
      mediaSigner('x'.repeat(64), () => clock.now).verify(`${sig}/vod/feature/master.m3u8`),
    ).toMatchObject({
      ok: false,
    });
  });

  it('expires after its lifetime', () => {
    const signed = signer.sign('/media/vod/feature/master.m3u8').replace('/media/', '');
    clock.now += SIGNED_MEDIA_TTL_SEC;
    expect(signer.verify(signed)).toMatchObject({ ok: true });
    clock.now += 1;
    expect(signer.verify(signed)).toMatchObject({ ok: false, code: 'media_link_expired' });
  });

  it('gives tokens for other scopes (the vitrina page)', () => {
    const token = signer.token('vitrina/8');
    expect(signer.tokenOpens(token, 'vitrina/8')).toBe(true);
    expect(signer.tokenOpens(token, 'vitrina/7')).toBe(false);
    expect(signer.tokenOpens('nonsense', 'vitrina/8')).toBe(false);
  });
});

describe('scopeOf', () => {
  it.each([
    ['live/live4/master.m3u8', 'live/live4'],
    ['vod/feature/cenc/manifest.mpd', 'vod/feature'],
    ['mattress.mp4', null],
  ])('%s → %s', (path, scope) => {
    expect(scopeOf(path)).toBe(scope);
  });
});
