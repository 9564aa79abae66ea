/**
 * hls.js engine: clear HLS wherever MSE exists (Chromium answers canPlayType for HLS with "maybe", so hls.js,
 * not native, is the MSE choice), plus Widevine/PlayReady HLS when a plan carries DRM. Buffer limits follow
 * §9 (5 s, 5 MB, 10 s max, 0.3 s hole). hls.js itself handles stalls; we never answer one with recoverMediaError.
 * hls.js is not in this chunk: `load` reads the (prefetched) playlist and loads the build it needs, the light one
 * where the playlist shows nothing more is needed (hls-build.ts, hls-library.ts).
 */
import type { ErrorData, HlsConfig, default as HlsInstance } from 'hls.js';
import { licenceFailureError } from '../drm/licence-error';
import { fromHlsJsError, playerError } from '../errors/catalogue';
import type { PlaybackPlan } from '../selection/select-playback';
import type { AudioTrack, QualityLevel, SubtitleTrack } from '../tracks/tracks';
import { delayedAudioSwitch } from './audio-switch';
import { hlsAutoLevelCapping } from './auto-quality-cap';
import type { Engine, EngineContext } from './engine';
import { hlsBuildFor } from './hls-build';
import { gapAtStart } from './hls-gap-start';
import { type InterstitialWatch, watchInterstitials } from './hls-interstitials';
import { type HlsLibrary, loadHlsLibrary } from './hls-library';
import { type LoaderLibrary, type PrefetchingLoaders, prefetchingLoaders } from './hls-prefetch-loader';
import { undecryptableLevel } from './hls-sample-aes';
import { ONAIR_HLS_SETTINGS } from './hls-settings';
import { playlistSubtitles } from './hls-subtitles-later';

/**
 * Fetches the hls.js build a playlist needs ahead of the engine's load (a host's or the player's preload): the
 * light one where the playlist shows nothing more is needed, the full one when the playlist is not known.
 */
export function preloadHlsLibrary(playlist?: Promise<string | null>): void {
  (playlist ?? Promise.resolve(null))
    .then((text) => loadHlsLibrary(playlist ? hlsBuildFor(text, false) : 'full'))
    .catch(() => undefined);
}

export function createHlsEngine(context: EngineContext): Engine {
  let hls: HlsInstance | null = null;
  let video: HTMLVideoElement | null = null;
  let signal: AbortSignal | null = null;
  let destroyed = false;
  let plan: PlaybackPlan | null = null;
  let breaks: InterstitialWatch | null = null;
  // On the light build: the playlist's subtitles (none on), the one asked for, and whether the full build is on
  // its way for it (hls-subtitles-later.ts).
  let later: SubtitleTrack[] = [];
  let wantedSubtitle: SubtitleTrack | null = null;
  let moving = false;
  // hls.js answers a non-fatal error itself (retry, level switch); restarting on top of that aborts its work.
  let lastErrorFatal = false;
  const { callbacks } = context;
  const live = () => !destroyed && signal !== null && !signal.aborted;
  const audioSwitch = delayedAudioSwitch((id) => {
    if (hls && live()) hls.audioTrack = Number(id);
  });

  function config(
    plan: PlaybackPlan,
    loaders: PrefetchingLoaders | null,
    startPosition?: number,
  ): Partial<HlsConfig> {
    const estimate = context.bandwidthEstimate;
    const base: Partial<HlsConfig> = {
      ...ONAIR_HLS_SETTINGS,
      startPosition: startPosition ?? -1,
      ...(loaders ? { pLoader: loaders.pLoader, fLoader: loaders.fLoader } : {}),
      // A switch starts from what the last channel measured instead of hls.js's 500 kbit/s guess.
      ...(estimate !== undefined && Number.isFinite(estimate) && estimate > 0
        ? { abrEwmaDefaultEstimate: estimate }
        : {}),
    };
    const drm = plan.drm;
    if (!drm) return base;
    // The licence request builder (PlayReady and FairPlay parsing among it) is a chunk of its own: a clear stream
    // never downloads it, and a protected one starts fetching it here, well before the first licence request.
    const licence = import('../drm/licence');
    return {
      ...base,
      emeEnabled: true,
      drmSystems: {
        [drm.keySystem]: {
          licenseUrl: drm.licenceUrl,
          ...(drm.certificateUrl ? { serverCertificateUrl: drm.certificateUrl } : {}),
        },
      },
      // hls.js sends the licence with XHR; we shape that request with the same builder shaka uses.
      licenseXhrSetup: async (xhr, _url, _keyContext, challenge) => {
        const { buildLicenceRequest } = await licence;
        let request = buildLicenceRequest(drm.keySystem, challenge.slice().buffer, drm, {
          ...(context.accessToken
            ? { accessToken: context.accessToken, tokenOrigins: context.tokenOrigins ?? [] }
            : {}),
        });
        if (context.licenceHooks?.prepareRequest)
          request = await context.licenceHooks.prepareRequest(request);
        xhr.open(request.method, request.url, true);
        for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
        return request.body ? toBytes(request.body) : challenge;
      },
    };
  }

  function onError(_event: unknown, data: ErrorData): void {
    if (!live()) return;
    const blocked = video
      ? gapAtStart({
          details: data.details,
          fragStart: data.frag?.start,
          currentTime: video.currentTime,
          readyState: video.readyState,
        })
      : null;
    if (blocked) {
      callbacks.error(blocked);
      return;
    }
    lastErrorFatal = data.fatal;
    const error = fromHlsJsError({
      type: data.type,
      details: data.details,
      fatal: data.fatal,
      ...(data.response ? { response: data.response } : {}),
      ...(data.url ? { url: data.url } : data.frag?.url ? { url: data.frag.url } : {}),
      ...(data.error ? { error: data.error } : {}),
    });
    const xhr = data.networkDetails;
    if (error.category === 'drm' && typeof XMLHttpRequest !== 'undefined' && xhr instanceof XMLHttpRequest) {
      // The licence server's refusal is in the XHR hls.js used; keep its status, code and message (§8).
      const body = xhr.responseType === '' || xhr.responseType === 'text' ? xhr.responseText : undefined;
      const failure = licenceFailureError({
        ...(xhr.status > 0 ? { httpStatus: xhr.status } : {}),
        ...(xhr.responseURL ? { url: xhr.responseURL } : {}),
        ...(body !== undefined ? { body } : {}),
        keySystem: plan?.drm?.keySystem,
        cause: data.error,
      });
      callbacks.error({ ...failure, engine: 'hls', engineCode: data.details, fatal: data.fatal });
      return;
    }
    callbacks.error(error);
  }

  /**
   * Creates the hls.js instance for `next` on `media` and wires it to the player. `carry`: what the viewer had
   * chosen on the instance this one replaces (a move to the full build), applied once this one lists its own.
   */
  function start(
    library: HlsLibrary,
    next: PlaybackPlan,
    loaders: PrefetchingLoaders | null,
    startPosition: number | undefined,
    media: Parameters<HlsInstance['attachMedia']>[0],
    carry?: { subtitle: SubtitleTrack; level: number },
  ): void {
    const { Hls, Events } = library;
    if (!video) return;
    const instance = new Hls({
      ...config(next, loaders, startPosition),
      // hls.js picks its first subtitle track itself once it lists them: the one carried over, by its language
      // and name (a choice made from outside at that moment would be overridden).
      ...(carry ? { subtitlePreference: { lang: carry.subtitle.language, name: carry.subtitle.name } } : {}),
    });
    hls = instance;
    if (carry) instance.subtitleDisplay = true;
    instance.on(Events.ERROR, onError);
    const changed = () => live() && callbacks.tracksChanged();
    // Registered after hls.js's own listeners, so the cap is in place before it picks the first level.
    const cap = () => {
      instance.autoLevelCapping = hlsAutoLevelCapping(instance.levels ?? []);
    };
    instance.on(Events.MANIFEST_PARSED, cap);
    instance.on(Events.LEVELS_UPDATED, cap);
    // Start on the rendition whose first files were prefetched (hls-startup-pick.ts chose it the way hls.js
    // would), so hls.js asks for exactly those files.
    instance.on(Events.MANIFEST_PARSED, (_e, data) => {
      const levelUrl = loaders?.startup()?.levelUrl;
      const index = levelUrl ? data.levels.findIndex((level) => level.uri === levelUrl) : -1;
      if (index >= 0) instance.startLevel = index;
      // A quality the viewer chose on the build this one replaces stays chosen.
      if (carry && carry.level >= 0 && carry.level < data.levels.length) instance.nextLevel = carry.level;
    });
    instance.on(Events.MANIFEST_PARSED, changed);
    instance.on(Events.AUDIO_TRACKS_UPDATED, changed);
    instance.on(Events.AUDIO_TRACK_SWITCHED, changed);
    instance.on(Events.SUBTITLE_TRACKS_UPDATED, changed);
    instance.on(Events.SUBTITLE_TRACK_SWITCH, changed);
    instance.on(Events.LEVEL_SWITCHED, (_e, data) => live() && callbacks.levelSwitched(data.level));
    // A level hls.js cannot decrypt is reported before any media, so the engine fallback hands it to shaka.
    instance.once(Events.LEVEL_LOADED, (_e, data) => {
      const blocked = live() && video?.readyState === 0 ? undecryptableLevel(data.details) : null;
      if (!blocked) return;
      instance.stopLoad();
      callbacks.error(blocked);
    });
    breaks = signal
      ? watchInterstitials(
          instance,
          video,
          signal,
          (state) => live() && callbacks.interstitial?.(state),
          Events,
        )
      : null;
    instance.attachMedia(media);
    instance.loadSource(next.url);
  }

  /**
   * The viewer turned on a subtitle the light build cannot show: the full build takes over the playback where it
   * is, on the same MediaSource with what is buffered (hls.js's transferMedia, as its interstitials hand media
   * over), and turns that subtitle on. A later choice while the build downloads replaces this one.
   */
  function moveToFullBuild(subtitle: SubtitleTrack): void {
    wantedSubtitle = subtitle;
    if (moving) return;
    moving = true;
    loadHlsLibrary('full').then(
      (library) => {
        moving = false;
        // Whatever plays now, if it is still on the light build with a subtitle wanted (a new load clears both).
        const old = hls;
        const current = plan;
        const wanted = wantedSubtitle;
        if (!video || !live() || !current || !old || !wanted || later.length === 0) return;
        const level = old.manualLevel;
        const media = old.transferMedia();
        breaks = null;
        old.destroy();
        later = [];
        wantedSubtitle = null;
        start(library, current, null, video.currentTime, media ?? video, { subtitle: wanted, level });
      },
      (cause: unknown) => {
        moving = false;
        wantedSubtitle = null;
        // The subtitle stays off and can be picked again; playback goes on.
        if (live()) callbacks.error(playerError('network.generic', false, { engine: 'hls', cause }));
      },
    );
  }

  return {
    name: 'hls',
    attach(element, attachSignal) {
      video = element;
      signal = attachSignal;
      attachSignal.addEventListener('abort', () => void this.destroy(), { once: true });
    },
    async load(next, startPosition) {
      if (!video || !live()) throw new Error('hls engine: attach() before load()');
      hls?.destroy();
      hls = null;
      plan = next;
      later = [];
      wantedSubtitle = null;
      const taken = context.takeManifest?.(next.url) ?? null;
      // The playlist says which build can play it; without one (no prefetch, or it failed) the full build.
      const manifest = taken ? await taken : null;
      const library = await loadHlsLibrary(hlsBuildFor(manifest?.text ?? null, !!next.drm));
      if (!video || !live() || plan !== next) return;
      const loaders = taken
        ? prefetchingLoaders(Promise.resolve(manifest), {
            Fallback: library.Hls.DefaultConfig.loader as unknown as LoaderLibrary['Fallback'],
            Stats: library.LoadStats,
          })
        : null;
      // On the light build, subtitles nobody turned on yet are listed from the playlist (hls-subtitles-later.ts).
      if (library.build === 'light' && manifest)
        later = playlistSubtitles(library.M3U8Parser, manifest.text, manifest.url);
      const picture = context.picture;
      start(
        library,
        next,
        loaders,
        picture ? video.currentTime : startPosition,
        // The startup picture's MediaSource and SourceBuffers, adopted as they are: hls.js continues after them.
        picture ? { media: video, mediaSource: picture.mediaSource, tracks: picture.tracks } : video,
      );
    },
    levels: (): QualityLevel[] =>
      (hls?.levels ?? []).map((level, id) => ({
        id,
        height: level.height,
        width: level.width,
        bitrate: level.bitrate,
        ...(level.name ? { label: level.name } : {}),
      })),
    currentLevel: () => (hls && hls.currentLevel >= 0 ? hls.currentLevel : null),
    setLevel(level) {
      if (hls) hls.currentLevel = level === 'auto' ? -1 : level;
    },
    audioTracks: (): AudioTrack[] =>
      (hls?.audioTracks ?? []).map((track) => ({
        id: String(track.id),
        language: track.lang ?? '',
        name: track.name,
        enabled: hls?.audioTrack === track.id,
      })),
    selectAudioTrack(id) {
      audioSwitch.select(id);
    },
    subtitleTracks: (): SubtitleTrack[] =>
      hls && later.length > 0
        ? later
        : (hls?.subtitleTracks ?? []).map((track) => ({
            id: String(track.id),
            language: track.lang ?? '',
            name: track.name,
            enabled: hls?.subtitleTrack === track.id,
          })),
    selectSubtitleTrack(id) {
      if (!hls) return;
      if (later.length > 0) {
        const picked = id === null ? undefined : later.find((track) => track.id === id);
        if (picked) moveToFullBuild(picked);
        else wantedSubtitle = null;
        return;
      }
      hls.subtitleTrack = id === null ? -1 : Number(id);
      hls.subtitleDisplay = id !== null;
    },
    bandwidthEstimate() {
      const estimate = hls?.bandwidthEstimate;
      return estimate !== undefined && Number.isFinite(estimate) ? estimate : null;
    },
    recoverMediaError: () => hls?.recoverMediaError(),
    skipInterstitial: () => breaks?.skip() ?? false,
    restartLoad() {
      if (!hls || !lastErrorFatal) return;
      lastErrorFatal = false;
      hls.startLoad();
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      audioSwitch.cancel();
      const instance = hls;
      hls = null;
      try {
        instance?.destroy();
      } catch {
        // Teardown must never throw into the player; the element is reset below anyway.
      }
      video = null;
    },
  };
}

function toBytes(body: BufferSource): Uint8Array {
  return body instanceof ArrayBuffer
    ? new Uint8Array(body)
    : new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
}
