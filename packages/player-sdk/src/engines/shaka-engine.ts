/**
 * shaka-player engine: DASH, clear or protected (Widevine, PlayReady, ClearKey), and the HLS hls.js cannot play
 * (FairPlay, SAMPLE-AES; selection/select-playback.ts). The library is loaded for the plan's protocol
 * (./shaka-library: the DASH-only build for DASH). The operator's side of the EME exchange (licence URL,
 * ClearKey by the operator's word, FairPlay certificate, request and response shapes) lives in drm/shaka-drm.ts;
 * a refused licence (shaka 6007 wrapping a 1001 HTTP error) is unwrapped by the catalogue so the typed DRM error
 * carries the server's status, code and message (§8).
 */
import type shakaNs from 'shaka-player/dist/shaka-player.compiled.js';
import { MAX_QUALITY_HEIGHT } from '../constants';
import { DrmError } from '../drm/drm-error';
import { fetchFairPlayCertificate } from '../drm/fairplay';
import { readLicenceResponse, shakaDrmConfig, shapeLicenceRequest } from '../drm/shaka-drm';
import { fromShakaError } from '../errors/catalogue';
import type { PlaybackPlan } from '../selection/select-playback';
import type { Engine, EngineContext } from './engine';
import { loadShakaLibrary, type Shaka } from './shaka-library';
import { shakaTracks } from './shaka-tracks';

type ShakaError = { code: number; category: number; severity: number; data?: unknown[] };
const LOAD_INTERRUPTED = 7000;

const polyfilled = new WeakSet<Shaka>();

export function createShakaEngine(context: EngineContext): Engine {
  let player: shakaNs.Player | null = null;
  let video: HTMLVideoElement | null = null;
  let signal: AbortSignal | null = null;
  let destroyed = false;
  // One teardown, however many callers: the session awaits it after the load's abort already started it, and
  // must not touch the element before shaka's asynchronous detach has reset it.
  let teardown: Promise<void> | null = null;
  const { callbacks } = context;
  const live = () => !destroyed && signal !== null && !signal.aborted;
  const tracks = shakaTracks(() => player);

  function report(raw: ShakaError): void {
    if (!live() || raw.code === LOAD_INTERRUPTED) return;
    callbacks.error(fromShakaError(raw));
  }

  async function configureDrm(shaka: Shaka, instance: shakaNs.Player, plan: PlaybackPlan): Promise<void> {
    const drm = plan.drm;
    if (!drm) return;
    // FairPlay's application certificate comes first: without it Safari's CDM makes no SPC.
    const certificate = drm.certificateUrl
      ? await fetchFairPlayCertificate(drm.certificateUrl, {
          fetch: context.fetch,
          ...(signal ? { signal } : {}),
          ...(context.accessToken
            ? { accessToken: context.accessToken, tokenOrigins: context.tokenOrigins ?? [] }
            : {}),
        })
      : undefined;
    instance.configure(shakaDrmConfig(drm, certificate) as shakaNs.extern.PlayerConfiguration);
    const net = instance.getNetworkingEngine();
    const LICENSE = shaka.net.NetworkingEngine.RequestType.LICENSE;
    net?.registerRequestFilter(async (type, request) => {
      if (type === LICENSE) await shapeLicenceRequest(request, drm, context);
    });
    net?.registerResponseFilter(async (type, response) => {
      if (type === LICENSE) await readLicenceResponse(response, drm, context.licenceHooks);
    });
  }

  function createPlayer(shaka: Shaka, element: HTMLVideoElement): shakaNs.Player {
    if (!polyfilled.has(shaka)) {
      shaka.polyfill.installAll();
      polyfilled.add(shaka);
    }
    const instance = new shaka.Player();
    instance.addEventListener('error', (event) => report((event as CustomEvent<ShakaError>).detail));
    const changed = () => live() && callbacks.tracksChanged();
    for (const name of ['trackschanged', 'variantchanged', 'textchanged', 'loaded']) {
      instance.addEventListener(name, changed);
    }
    instance.addEventListener('adaptation', () => {
      const level = tracks.currentLevel();
      if (live() && level !== null) callbacks.levelSwitched(level);
    });
    void instance.attach(element).catch((error: ShakaError) => report(error));
    return instance;
  }

  return {
    name: 'shaka',
    attach(element, attachSignal) {
      video = element;
      signal = attachSignal;
      attachSignal.addEventListener('abort', () => void this.destroy(), { once: true });
    },
    async load(plan, startPosition) {
      if (!video || !live()) throw new Error('shaka engine: attach() before load()');
      const shaka = await loadShakaLibrary(plan.protocol);
      if (!live()) return;
      const instance = createPlayer(shaka, video);
      player = instance;
      // Auto never climbs above the offered quality list (§9): a soft ABR restriction, so a stream with only
      // taller variants still plays its smallest one. A manual choice is already limited to the offered list.
      instance.configure('abr.restrictions.maxHeight', MAX_QUALITY_HEIGHT);
      try {
        await configureDrm(shaka, instance, plan);
        if (!live()) return;
        await instance.load(plan.url, startPosition ?? null);
      } catch (error) {
        if (error instanceof DrmError) {
          if (live()) callbacks.error(error.playerError);
        } else if (isShakaError(error)) report(error);
        else throw error;
      }
    },
    ...tracks,
    // shaka recovers media errors itself; a retry of streaming is its closest equivalent.
    recoverMediaError: () => void player?.retryStreaming(),
    restartLoad: () => void player?.retryStreaming(),
    destroy() {
      teardown ??= (async () => {
        destroyed = true;
        const instance = player;
        player = null;
        try {
          await instance?.destroy();
        } catch {
          // Teardown must never throw into the player.
        }
      })();
      return teardown;
    },
  };
}

function isShakaError(value: unknown): value is ShakaError {
  return typeof value === 'object' && value !== null && typeof (value as ShakaError).code === 'number';
}
