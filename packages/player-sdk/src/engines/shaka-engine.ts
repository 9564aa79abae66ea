/**
 * shaka-player engine: DASH, clear or protected (Widevine, PlayReady, ClearKey). The licence request is shaped by
 * the same builder as every engine (request filter); a refused licence (shaka 6007 wrapping a 1001 HTTP error)
 * is unwrapped by the catalogue so the typed DRM error carries the server's status, code and message (§8).
 * The DASH-only shaka build keeps this chunk smaller; HLS always goes through hls.js or native.
 */
import shaka from 'shaka-player/dist/shaka-player.dash.js';
import { MAX_QUALITY_HEIGHT } from '../constants';
import { buildLicenceRequest } from '../drm/licence';
import { fromShakaError } from '../errors/catalogue';
import type { PlaybackPlan } from '../selection/select-playback';
import type { AudioTrack, QualityLevel, SubtitleTrack } from '../tracks/tracks';
import type { Engine, EngineContext } from './engine';

type ShakaError = { code: number; category: number; severity: number; data?: unknown[] };
const LOAD_INTERRUPTED = 7000;

let polyfilled = false;

export function createShakaEngine(context: EngineContext): Engine {
  let player: shaka.Player | null = null;
  let signal: AbortSignal | null = null;
  let destroyed = false;
  const { callbacks } = context;
  const live = () => !destroyed && signal !== null && !signal.aborted;

  function report(raw: ShakaError): void {
    if (!live() || raw.code === LOAD_INTERRUPTED) return;
    callbacks.error(fromShakaError(raw));
  }

  function configureDrm(instance: shaka.Player, plan: PlaybackPlan): void {
    const drm = plan.drm;
    if (!drm) return;
    instance.configure({
      drm: {
        servers: { [drm.keySystem]: drm.licenceUrl },
        ...(drm.certificateUrl
          ? { advanced: { [drm.keySystem]: { serverCertificateUri: drm.certificateUrl } } }
          : {}),
      },
    });
    const net = instance.getNetworkingEngine();
    const LICENSE = shaka.net.NetworkingEngine.RequestType.LICENSE;
    net?.registerRequestFilter(async (type, request) => {
      if (type !== LICENSE || !request.body) return;
      const challenge = toArrayBuffer(request.body);
      let shaped = buildLicenceRequest(drm.keySystem, challenge, drm, {
        ...(context.accessToken
          ? { accessToken: context.accessToken, tokenOrigins: context.tokenOrigins ?? [] }
          : {}),
      });
      if (context.licenceHooks?.prepareRequest) shaped = await context.licenceHooks.prepareRequest(shaped);
      request.uris = [shaped.url];
      request.method = shaped.method;
      request.headers = { ...shaped.headers };
      request.body = shaped.body ? toArrayBuffer(shaped.body) : null;
    });
    const parse = context.licenceHooks?.parseResponse;
    if (parse) {
      net?.registerResponseFilter(async (type, response) => {
        if (type !== LICENSE) return;
        const res = new Response(toArrayBuffer(response.data), { status: response.status ?? 200 });
        response.data = await parse(toArrayBuffer(response.data), res);
      });
    }
  }

  return {
    name: 'shaka',
    attach(video, attachSignal) {
      signal = attachSignal;
      if (!polyfilled) {
        shaka.polyfill.installAll();
        polyfilled = true;
      }
      player = new shaka.Player();
      player.addEventListener('error', (event) => report((event as CustomEvent<ShakaError>).detail));
      const changed = () => live() && callbacks.tracksChanged();
      for (const name of ['trackschanged', 'variantchanged', 'textchanged', 'loaded']) {
        player.addEventListener(name, changed);
      }
      player.addEventListener('adaptation', () => {
        const level = currentVideoId();
        if (live() && level !== null) callbacks.levelSwitched(level);
      });
      void player.attach(video).catch((error: ShakaError) => report(error));
      attachSignal.addEventListener('abort', () => void this.destroy(), { once: true });
    },
    async load(plan, startPosition) {
      if (!player || !live()) throw new Error('shaka engine: attach() before load()');
      // Auto never climbs above the offered quality list (§9): a soft ABR restriction, so a stream with only
      // taller variants still plays its smallest one. A manual choice is already limited to the offered list.
      player.configure('abr.restrictions.maxHeight', MAX_QUALITY_HEIGHT);
      configureDrm(player, plan);
      try {
        await player.load(plan.url, startPosition ?? null);
      } catch (error) {
        if (isShakaError(error)) report(error);
        else throw error;
      }
    },
    levels(): QualityLevel[] {
      const byVideo = new Map<number, QualityLevel>();
      for (const track of player?.getVariantTracks() ?? []) {
        if (track.videoId === null || track.height === null) continue;
        const known = byVideo.get(track.videoId);
        const bitrate = track.videoBandwidth ?? track.bandwidth;
        if (!known || known.bitrate < bitrate) {
          byVideo.set(track.videoId, {
            id: track.videoId,
            height: track.height,
            ...(track.width !== null ? { width: track.width } : {}),
            bitrate,
          });
        }
      }
      return [...byVideo.values()].sort((a, b) => a.height - b.height);
    },
    currentLevel: () => currentVideoId(),
    setLevel(level) {
      if (!player) return;
      if (level === 'auto') {
        player.configure({ abr: { enabled: true } });
        return;
      }
      const variants = player.getVariantTracks().filter((t) => t.videoId === level);
      const target = variants.find((t) => t.audioId === activeVariant()?.audioId) ?? variants[0];
      if (!target) return;
      player.configure({ abr: { enabled: false } });
      player.selectVariantTrack(target, true);
    },
    audioTracks: (): AudioTrack[] =>
      (player?.getAudioTracks() ?? []).map((track, index) => ({
        id: String(index),
        language: known(track.language),
        name: track.label ?? track.language,
        enabled: track.active,
      })),
    selectAudioTrack(id) {
      const track = player?.getAudioTracks()[Number(id)];
      if (track) player?.selectAudioTrack(track);
    },
    subtitleTracks: (): SubtitleTrack[] =>
      (player?.getTextTracks() ?? []).map((track) => ({
        id: String(track.id),
        language: known(track.language),
        name: track.label ?? track.language,
        enabled: track.active,
      })),
    selectSubtitleTrack(id) {
      if (!player) return;
      // shaka 5 shows the selected text track; null unloads it.
      const track = id === null ? null : player.getTextTracks().find((t) => String(t.id) === id);
      if (track !== undefined) player.selectTextTrack(track);
    },
    // shaka recovers media errors itself; a retry of streaming is its closest equivalent.
    recoverMediaError: () => void player?.retryStreaming(),
    restartLoad: () => void player?.retryStreaming(),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      const instance = player;
      player = null;
      try {
        await instance?.destroy();
      } catch {
        // Teardown must never throw into the player.
      }
    },
  };

  function activeVariant(): shaka.extern.Track | undefined {
    return player?.getVariantTracks().find((t) => t.active);
  }

  function currentVideoId(): number | null {
    return activeVariant()?.videoId ?? null;
  }
}

/** shaka reports a track without a language as 'und'; §5 drops such subtitles, so keep it empty. */
function known(language: string): string {
  return language === 'und' ? '' : language;
}

function isShakaError(value: unknown): value is ShakaError {
  return typeof value === 'object' && value !== null && typeof (value as ShakaError).code === 'number';
}

function toArrayBuffer(data: ArrayBuffer | ArrayBufferView | BufferSource): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  const view = data as ArrayBufferView;
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice().buffer;
}
