/**
 * The bare shaka baseline, as shaka's docs show it (`new shaka.Player()`, `attach`, `load`), given the shaka
 * build a page loads: bare-shaka.html loads shaka's default build, bare-shaka-dash.html its DASH-only build
 * (the one OnAir's shaka engine loads), so the tables can tell what the smaller build buys.
 */
import { installBenchProbe } from './bench-probe';
import { apiOrigin, examplesConfig } from './config';
import { guestToken } from './guest';

/** The part of shaka's API this page uses, which both builds offer (their full types do not unify). */
interface ShakaPlayer {
  attach(video: HTMLMediaElement): Promise<void>;
  addEventListener(type: string, listener: (event: Event) => void): void;
  configure(config: { drm: { servers: Record<string, string> } }): boolean;
  load(url: string): Promise<unknown>;
  destroy(): Promise<void>;
}
interface Shaka {
  polyfill: { installAll(): void };
  Player: { new (): ShakaPlayer; isBrowserSupported(): boolean };
}

export function startBareShaka(shaka: Shaka): void {
  const video = document.querySelector<HTMLVideoElement>('#video')!;
  const status = document.querySelector<HTMLElement>('#status')!;
  const params = new URLSearchParams(location.search);
  const origin = apiOrigin();
  const url = new URL(params.get('src') ?? '/media/vod/feature/manifest.mpd', origin).href;
  const license = params.get('license');
  const fatal: string[] = [];
  let player: ShakaPlayer | null = null;

  async function start() {
    shaka.polyfill.installAll();
    if (!shaka.Player.isBrowserSupported()) throw new Error('shaka-player is not supported in this browser');
    player = new shaka.Player();
    await player.attach(video);
    player.addEventListener('error', (event) => {
      const detail = (event as unknown as { detail: { code: number } }).detail;
      fatal.push(`shaka ${detail.code}`);
    });
    if (license) {
      // The demo film's key is given only to a viewer entitled to it (issue 35): with `guest=1` the page signs
      // in as a guest, as the example pages do, and sends its token; the bench passes a licence URL with one.
      const server = new URL(license, origin);
      if (params.has('guest'))
        server.searchParams.set('access_token', await guestToken(examplesConfig().apiBase));
      player.configure({ drm: { servers: { 'org.w3.clearkey': server.href } } });
    }
    await player.load(url);
    await video.play().catch(() => {});
  }

  start().catch((error: unknown) => {
    const code = (error as { code?: number }).code;
    fatal.push(code ? `shaka ${code}` : String(error));
  });

  const probe = installBenchProbe(() => video, {
    async zap(next) {
      await player?.load(new URL(next, origin).href);
    },
    seek(seconds) {
      video.currentTime = seconds;
    },
    destroy() {
      void player?.destroy();
      player = null;
    },
  });

  Object.assign(window, { baseline: { video, fatal } });
  setInterval(() => {
    status.textContent = `src ${url}\ncurrentTime ${video.currentTime.toFixed(2)}  frames ${probe.presented}${fatal.length ? `\nfatal ${fatal.join(', ')}` : ''}`;
  }, 500);
}
