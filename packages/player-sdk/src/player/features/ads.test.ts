import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, mockMediaElement, settle } from '../../../test/feature-harness';
import type { StreamResponse } from '../../types/stream-response';

const vast = (id: string) => `<?xml version="1.0"?>
<VAST version="4.2"><Ad id="${id}"><InLine><AdSystem>t</AdSystem><AdTitle>${id}</AdTitle>
<Impression><![CDATA[http://sink/px?ad=${id}&event=impression]]></Impression>
<Error><![CDATA[http://sink/px?ad=${id}&event=error&code=[ERRORCODE]]]></Error>
<Creatives><Creative id="${id}"><Linear skipoffset="00:00:02"><Duration>00:00:05</Duration>
<MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[http://media/ads/${id}.mp4]]></MediaFile></MediaFiles>
<VideoClicks><ClickThrough><![CDATA[http://landing/${id}]]></ClickThrough></VideoClicks>
</Linear></Creative></Creatives></InLine></Ad></VAST>`;

function vastFetch(routes: Record<string, string>) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const body = routes[url];
    return body === undefined ? new Response('nope', { status: 404 }) : new Response(body, { status: 200 });
  });
}

let media: ReturnType<typeof mockMediaElement>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  media = mockMediaElement();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const adVideo = (container: HTMLElement) => container.querySelector<HTMLVideoElement>('.onair-ad-video');

/** Plays whatever the ad element was given to its end, as the browser would. */
async function finishClip(container: HTMLElement): Promise<string> {
  // The first roll imports the ads chunk, slow on a loaded machine.
  await vi.waitFor(() => expect(adVideo(container)?.getAttribute('src')).toBeTruthy(), { timeout: 10_000 });
  const el = adVideo(container)!;
  const src = el.getAttribute('src')!;
  el.dispatchEvent(new Event('playing'));
  el.dispatchEvent(new Event('timeupdate'));
  el.dispatchEvent(new Event('ended'));
  await settle();
  return src;
}

const content = (stream: StreamResponse) => ({ kind: 'content' as const, stream, contentId: 101 });

describe('ads feature', () => {
  it('plays the pre-roll before the content, which then starts at 0, and reports ad analytics', async () => {
    const adEvent = vi.fn(async () => undefined);
    const fetch = vastFetch({ 'http://ads/a': vast('a'), 'http://ads/b': vast('b') });
    const h = harness({ adEvent }, { fetch, statsApi: false });
    const loading = h.player.load(
      content({
        hls: 'http://media/vod.m3u8',
        ad: { pre_roll: [{ url: 'http://ads/a' }, { url: 'http://ads/b' }], max_advertising: 2 },
      }),
    );
    expect(await finishClip(h.container)).toBe('http://media/ads/a.mp4');
    expect(h.engines).toHaveLength(0);
    expect(h.player.getState().ad).toMatchObject({ active: true, roll: 'pre_roll' });
    expect(await finishClip(h.container)).toBe('http://media/ads/b.mp4');
    await loading;
    expect(h.engines[0]?.plan?.url).toBe('http://media/vod.m3u8');
    expect(h.engines[0]?.startPosition).toBeUndefined();
    expect(h.player.getState().ad?.active).toBe(false);
    // The ad element exists only during the break.
    expect(adVideo(h.container)).toBeNull();
    expect(adEvent).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'impression', place: 'pre_roll', number: 1, object_id: 101 }),
    );
  });

  // Issue 21 item 6: before the fix a click opened 'noopener' only (the landing page saw our address) and a
  // javascript: click-through was opened as given.
  it.each([
    ['http://landing/a', 1, 'noopener,noreferrer'],
    ['javascript:alert(document.cookie)', 0, ''],
    ['data:text/html,<b>x</b>', 0, ''],
  ])('clickAd on %s opens %d window(s)', async (target, windows, features) => {
    const open = vi.spyOn(globalThis, 'open').mockReturnValue(null);
    const adEvent = vi.fn(async () => undefined);
    const fetch = vastFetch({ 'http://ads/a': vast('a').replace('http://landing/a', target) });
    const h = harness({ adEvent }, { fetch, statsApi: false });
    void h.player.load(
      content({ hls: 'http://media/vod.m3u8', ad: { pre_roll: [{ url: 'http://ads/a' }] } }),
    );
    await vi.waitFor(() => expect(adVideo(h.container)?.getAttribute('src')).toBeTruthy(), {
      timeout: 10_000,
    });
    adVideo(h.container)!.dispatchEvent(new Event('playing'));
    adVideo(h.container)!.dispatchEvent(new Event('timeupdate'));
    await settle();
    h.player.clickAd();
    expect(open).toHaveBeenCalledTimes(windows);
    if (windows) expect(open).toHaveBeenCalledWith(target, '_blank', features);
    else {
      expect(h.player.getState().ad?.clickThroughUrl).toBeUndefined();
      expect(adEvent).toHaveBeenCalledWith(expect.objectContaining({ event: 'error_1022' }));
    }
  });

  it('starts the content when every ad of the roll fails', async () => {
    const h = harness(undefined, { fetch: vastFetch({}), statsApi: false });
    await h.player.load(
      content({ hls: 'http://media/vod.m3u8', ad: { pre_roll: [{ url: 'http://ads/x' }] } }),
    );
    expect(h.engines[0]?.plan?.url).toBe('http://media/vod.m3u8');
  });

  it('gives up an ad that shows no frame within the media deadline', async () => {
    const h = harness(undefined, { fetch: vastFetch({ 'http://ads/a': vast('a') }), statsApi: false });
    const loading = h.player.load(
      content({ hls: 'http://media/vod.m3u8', ad: { pre_roll: [{ url: 'http://ads/a' }] } }),
    );
    await vi.waitFor(() => expect(adVideo(h.container)?.getAttribute('src')).toBeTruthy());
    await vi.advanceTimersByTimeAsync(8000);
    await loading;
    expect(h.engines[0]?.plan?.url).toBe('http://media/vod.m3u8');
  });

  it('breaks for a mid-roll at its point and resumes the content at the same position', async () => {
    const h = harness(undefined, { fetch: vastFetch({ 'http://ads/m': vast('m') }), statsApi: false });
    await h.player.load(
      content({
        hls: 'http://media/vod.m3u8',
        ad: { middle_roll_points: [{ position: 10_000, urls: ['http://ads/m'] }] },
      }),
    );
    h.tick(1, 60);
    h.tick(9.5);
    expect(adVideo(h.container)).toBeNull();
    h.tick(10.25);
    expect(media.pauses).toContain(10.25);
    h.video.currentTime = 0; // what a reload or the element might do meanwhile
    await finishClip(h.container);
    await settle();
    expect(h.video.currentTime).toBe(10.25);
    expect(media.plays.at(-1)).toBe('onair-player__video');
    // A point is owed once.
    h.tick(11);
    expect(adVideo(h.container)?.getAttribute('src')).toBeFalsy();
  });

  it('plays the post-pause roll when the viewer resumes after a pause', async () => {
    const h = harness(undefined, { fetch: vastFetch({ 'http://ads/p': vast('p') }), statsApi: false });
    await h.player.load(
      content({ hls: 'http://media/vod.m3u8', ad: { post_pause_roll: [{ url: 'http://ads/p' }] } }),
    );
    h.tick(30, 60);
    const rolls = new Set<string | null | undefined>();
    h.player.subscribe((state) => rolls.add(state.ad?.roll));
    h.player.pause();
    const resumed = h.player.play();
    expect(await finishClip(h.container)).toBe('http://media/ads/p.mp4');
    await resumed;
    expect(media.plays.at(-1)).toBe('onair-player__video');
    expect(rolls).toContain('post_pause_roll');
  });

  it('plays the post-roll once at the end of the content, the end-ad check awaiting the same run', async () => {
    const h = harness(undefined, { fetch: vastFetch({ 'http://ads/e': vast('e') }), statsApi: false });
    await h.player.load(
      content({ hls: 'http://media/vod.m3u8', ad: { post_roll: [{ url: 'http://ads/e' }] } }),
    );
    h.tick(59.5, 60);
    const rolls = new Set<string | null | undefined>();
    h.player.subscribe((state) => rolls.add(state.ad?.roll));
    h.video.dispatchEvent(new Event('ended'));
    expect(await finishClip(h.container)).toBe('http://media/ads/e.mp4');
    expect(rolls).toContain('post_roll');
    expect(adVideo(h.container)).toBeNull();
    // Owed once per source: a second end plays nothing.
    h.video.dispatchEvent(new Event('ended'));
    await settle();
    expect(adVideo(h.container)).toBeNull();
  });

  it('plays packshots one after another before the content, counting down in state', async () => {
    const h = harness(undefined, { statsApi: false });
    const loading = h.player.load(
      content({
        hls: 'http://media/vod.m3u8',
        packshots: [{ url: 'http://media/p1.mp4' }, { url: 'http://media/p2.mp4' }],
      }),
    );
    await vi.waitFor(() =>
      expect(h.player.getState().packshot).toMatchObject({ active: true, index: 1, count: 2 }),
    );
    expect(await finishClip(h.container)).toBe('http://media/p1.mp4');
    await vi.waitFor(() => expect(h.player.getState().packshot).toMatchObject({ index: 2 }));
    expect(h.engines).toHaveLength(0);
    expect(await finishClip(h.container)).toBe('http://media/p2.mp4');
    await loading;
    expect(h.player.getState().packshot).toBeNull();
    expect(h.engines[0]?.plan?.url).toBe('http://media/vod.m3u8');
  });

  it('shows a playback point while current and its skip button seeks past the segment', async () => {
    const h = harness(undefined, { statsApi: false });
    await h.player.load(
      content({
        hls: 'http://media/vod.m3u8',
        playback_points: [
          { type: 'intro', start: 5000, end: 20_000, button: { action: 'skip', label: 'Skip intro' } },
        ],
      }),
    );
    h.tick(4, 60);
    expect(h.player.getState().playbackPoint).toBeNull();
    h.tick(6);
    const active = h.player.getState().playbackPoint?.active ?? [];
    expect(active).toEqual([
      { id: 0, type: 'intro', start: 5, end: 20, button: { action: 'skip', label: 'Skip intro' } },
    ]);
    h.player.seekToPlaybackPoint(active[0]!.id);
    expect(h.video.currentTime).toBe(20);
    expect(() => h.player.seekToPlaybackPoint(99)).toThrow(RangeError);
  });

  it('never builds the ad element for a source without ads', async () => {
    const h = harness(undefined, { statsApi: false });
    await h.player.load(content({ hls: 'http://media/vod.m3u8' }));
    h.tick(5, 60);
    h.video.dispatchEvent(new Event('ended'));
    await settle();
    expect(adVideo(h.container)).toBeNull();
    expect(h.player.getState().ad).toBeUndefined();
  });

  it('raises showPlayButton when the browser refuses autoplay, and drops it once playing', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    const h = harness(undefined, { statsApi: false, autoplay: true });
    await h.player.load(content({ hls: 'http://media/vod.m3u8' }));
    await settle();
    expect(h.player.getState().showPlayButton).toBe(true);
    h.video.dispatchEvent(new Event('playing'));
    expect(h.player.getState().showPlayButton).toBe(false);
  });
});
