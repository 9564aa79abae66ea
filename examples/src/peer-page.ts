/**
 * What the peer players' benchmark pages share: the stream they are given (`?src=`, resolved against the API),
 * the MIME type a player is told, and the bench probe with a status line. Each page only says how its player
 * plays a URL, seeks and goes away.
 */
import { installBenchProbe } from './bench-probe';
import { apiOrigin } from './config';

export interface PeerPlayer {
  /** The `<video>` the player renders into (inside its own elements), or null before it made one. */
  video(): HTMLVideoElement | null;
  play(url: string): void;
  seek(seconds: number): void;
  destroy(): void;
}

const origin = apiOrigin();

/** An absolute stream URL on the API's origin, as the other bench pages are given it. */
export const streamUrl = (src: string): string => new URL(src, origin).href;

/** The stream this page was opened with. */
export const firstStream = (): string =>
  streamUrl(new URLSearchParams(location.search).get('src') ?? '/media/live/live1/master.m3u8');

/** The MIME type of a stream URL, for players that want one beside the source. */
export function typeOf(url: string): string {
  return new URL(url).pathname.endsWith('.mpd') ? 'application/dash+xml' : 'application/x-mpegURL';
}

/**
 * Plays the page's stream and hands the player to the bench probe: a zap plays the next channel's URL the way
 * the product's host would. `fatal` collects the errors the player reported, shown on the status line.
 */
export function startPeer(player: PeerPlayer, fatal: string[]): void {
  player.play(firstStream());
  const probe = installBenchProbe(player.video, {
    zap: (next) => player.play(streamUrl(next)),
    seek: (seconds) => player.seek(seconds),
    destroy: () => player.destroy(),
  });
  const status = document.querySelector<HTMLElement>('#status')!;
  setInterval(() => {
    const v = player.video();
    status.textContent = `currentTime ${v ? v.currentTime.toFixed(2) : '—'}  frames ${probe.presented}${fatal.length ? `\nfatal ${fatal.join(', ')}` : ''}`;
  }, 500);
}
