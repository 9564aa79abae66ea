import { prefetchStartup } from './hls-startup-prefetch';
import type { PrefetchedManifest } from './manifest-prefetch';

const MASTER_URL = 'http://media/live/live1/master.m3u8';
const master: PrefetchedManifest = {
  url: MASTER_URL,
  status: 200,
  text: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=149748,RESOLUTION=640x360\nv360/live.m3u8\n',
};
const LEVEL = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MAP:URI="init.mp4"',
  ...[1, 2, 3, 4].flatMap((n) => ['#EXTINF:2.0,', `seg-${n}.m4s`]),
].join('\n');

function setup(
  respond: (url: string) => Response = (url) => new Response(url.endsWith('.m3u8') ? LEVEL : 'bytes'),
) {
  let clock = 0;
  const asked: string[] = [];
  const fetcher = vi.fn<typeof fetch>(async (input) => {
    asked.push(String(input));
    clock += 10;
    return respond(String(input));
  });
  return { fetcher, asked, now: () => clock };
}

describe('prefetchStartup', () => {
  it('fetches the start rendition, then its init and the segment playback starts in, each handed out once', async () => {
    const { fetcher, asked, now } = setup();
    const startup = prefetchStartup(master, new AbortController().signal, { fetch: fetcher, now });
    expect(startup?.levelUrl).toBe('http://media/live/live1/v360/live.m3u8');
    const level = await startup?.take('http://media/live/live1/v360/live.m3u8');
    expect(level).toMatchObject({ url: 'http://media/live/live1/v360/live.m3u8', status: 200, data: LEVEL });
    // Four 2 s segments end at 8 s; live starts 6 s behind the edge: the second segment.
    expect(asked).toEqual([
      'http://media/live/live1/v360/live.m3u8',
      'http://media/live/live1/v360/init.mp4',
      'http://media/live/live1/v360/seg-2.m4s',
    ]);
    const segment = await startup?.take('http://media/live/live1/v360/seg-2.m4s');
    expect(segment?.data).toBeInstanceOf(ArrayBuffer);
    // The times the download really took, for hls.js's bandwidth estimate.
    expect(segment?.timing.end).toBeGreaterThanOrEqual(segment?.timing.start ?? Number.NaN);
    expect(startup?.take('http://media/live/live1/v360/seg-2.m4s')).toBeNull();
    expect(startup?.take('http://media/live/live1/v360/seg-3.m4s')).toBeNull();
  });

  it("fetches the start of the variant's own audio rendition beside the video", async () => {
    const vod = `${LEVEL}\n#EXT-X-ENDLIST`;
    const { fetcher, asked } = setup((url) => new Response(url.endsWith('.m3u8') ? vod : 'bytes'));
    const withAudio: PrefetchedManifest = {
      ...master,
      text: [
        '#EXTM3U',
        '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Русский",DEFAULT=YES,URI="a-ru/index.m3u8"',
        '#EXT-X-STREAM-INF:BANDWIDTH=149748,RESOLUTION=640x360,AUDIO="a"',
        'v360/live.m3u8',
      ].join('\n'),
    };
    const startup = prefetchStartup(withAudio, new AbortController().signal, { fetch: fetcher });
    await startup?.take('http://media/live/live1/v360/live.m3u8');
    await startup?.take('http://media/live/live1/a-ru/index.m3u8');
    expect(asked.sort()).toEqual(
      [
        'http://media/live/live1/a-ru/index.m3u8',
        'http://media/live/live1/a-ru/init.mp4',
        'http://media/live/live1/a-ru/seg-1.m4s',
        'http://media/live/live1/v360/init.mp4',
        'http://media/live/live1/v360/live.m3u8',
        'http://media/live/live1/v360/seg-1.m4s',
      ].sort(),
    );
  });

  it('yields null for a failed file, and fetches no segments after a failed playlist', async () => {
    const { fetcher, asked } = setup(() => new Response('gone', { status: 404 }));
    const startup = prefetchStartup(master, new AbortController().signal, { fetch: fetcher });
    expect(await startup?.take('http://media/live/live1/v360/live.m3u8')).toBeNull();
    expect(asked).toEqual(['http://media/live/live1/v360/live.m3u8']);
  });

  it('starts a VOD where the load starts', async () => {
    const vod = `${LEVEL}\n#EXT-X-ENDLIST`;
    const { fetcher, asked } = setup((url) => new Response(url.endsWith('.m3u8') ? vod : 'bytes'));
    const startup = prefetchStartup(master, new AbortController().signal, { fetch: fetcher, startAt: 4.5 });
    await startup?.take('http://media/live/live1/v360/live.m3u8');
    expect(asked.at(-1)).toBe('http://media/live/live1/v360/seg-3.m4s');
  });

  it('fetches nothing more once its load was aborted, and nothing for a playlist it cannot read', async () => {
    const { fetcher, asked } = setup();
    const controller = new AbortController();
    const startup = prefetchStartup(master, controller.signal, { fetch: fetcher });
    controller.abort();
    await startup?.take('http://media/live/live1/v360/live.m3u8');
    expect(asked).toEqual(['http://media/live/live1/v360/live.m3u8']);
    expect(prefetchStartup({ ...master, text: LEVEL }, controller.signal, { fetch: fetcher })).toBeNull();
  });
});
