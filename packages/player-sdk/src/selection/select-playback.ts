/**
 * Why: which engine plays which of the operator's streams must be a pure, table-tested decision, not a chain
 * of `if`s spread through the player. Rules (issue 3, spec 001 §3):
 *  - protected streams first, in the key-system order that suits the browser: FairPlay HLS on Safari,
 *    PlayReady DASH on Edge, Widevine DASH on Chromium/Firefox, ClearKey DASH when the source carries it;
 *    a key system counts only if the browser has it, the stream is offered and its licence URL is present;
 *    every protected stream plays through shaka, which runs the EME exchange (FairPlay HLS included);
 *  - else clear `hls_mbr`/`hls` (multi-bitrate preferred): hls.js wherever MSE exists — Chromium answers
 *    canPlayType for HLS with "maybe", so MSE is decided first — native HLS on Safari/iOS without MSE;
 *  - clear DASH (`streams` type 'dash') through shaka when no clear HLS is offered and MSE exists;
 *  - a plain progressive file (MP4/WebM) plays natively;
 *  - nothing playable is an immediate `source.no_playable_stream` error saying what was offered and why it
 *    was refused, never a hang.
 */
import { playerError } from '../errors/codes';
import type { PlayerError } from '../errors/types';
import type { StreamResponse } from '../types/stream-response';
import type { BrowserFamily, PlaybackCapabilities } from './capabilities';

export type KeySystem =
  | 'com.widevine.alpha'
  | 'com.microsoft.playready'
  | 'com.apple.fps'
  | 'org.w3.clearkey';

export interface DrmPlan {
  keySystem: KeySystem;
  licenceUrl: string;
  /** FairPlay application certificate (`fpsCertificate`). */
  certificateUrl?: string;
  /** `drm_provider`: decides vendor wire formats such as the FairPlay SPC body. */
  provider?: string;
}

export interface PlaybackPlan {
  engine: 'hls' | 'shaka' | 'native';
  /** 'progressive' is a plain media file (MP4/WebM) handed to the element (refinement of the brief's 'hls'|'dash'). */
  protocol: 'hls' | 'dash' | 'progressive';
  url: string;
  drm?: DrmPlan;
  /** One line for logs and diagnostics: what was chosen and why. */
  reason: string;
}

export type SelectionResult = { ok: true; plan: PlaybackPlan } | { ok: false; error: PlayerError };

export interface SelectionPrefs {
  /** Prefer `hls_mbr` over `hls` (default true: viewers get adaptive quality). */
  preferMultiBitrate?: boolean;
}

type Family = keyof PlaybackCapabilities['keySystems'];

interface ProtectedOption {
  family: Family;
  streamType: string;
  keySystem: KeySystem;
  protocol: 'hls' | 'dash';
  licence: (s: StreamResponse) => string | undefined;
}

const OPTIONS: Record<Family, ProtectedOption> = {
  widevine: {
    family: 'widevine',
    streamType: 'dash_widevine',
    keySystem: 'com.widevine.alpha',
    protocol: 'dash',
    licence: (s) => s.laWidevine,
  },
  playready: {
    family: 'playready',
    streamType: 'dash_playready',
    keySystem: 'com.microsoft.playready',
    protocol: 'dash',
    licence: (s) => s.laPlayready,
  },
  fairplay: {
    family: 'fairplay',
    streamType: 'hls_fairplay',
    keySystem: 'com.apple.fps',
    protocol: 'hls',
    licence: (s) => s.laFairplay,
  },
  clearkey: {
    family: 'clearkey',
    streamType: 'dash_clearkey',
    keySystem: 'org.w3.clearkey',
    protocol: 'dash',
    licence: (s) => s.laClearkey,
  },
};

/** Each browser's native key system first; ClearKey last because it offers no real protection. */
const ORDER: Record<BrowserFamily, Family[]> = {
  safari: ['fairplay', 'widevine', 'playready', 'clearkey'],
  edge: ['playready', 'widevine', 'clearkey', 'fairplay'],
  chromium: ['widevine', 'playready', 'clearkey', 'fairplay'],
  firefox: ['widevine', 'playready', 'clearkey', 'fairplay'],
  other: ['widevine', 'playready', 'clearkey', 'fairplay'],
};

const PROGRESSIVE = /\.(mp4|m4v|webm|mov)(?:[?#]|$)/i;

function nonEmpty(value: string | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function browserName(caps: PlaybackCapabilities): string {
  return caps.ios ? `${caps.browser} on iOS` : caps.browser;
}

function protectedPlan(
  option: ProtectedOption,
  stream: StreamResponse,
  caps: PlaybackCapabilities,
  refusals: string[],
): PlaybackPlan | undefined {
  const offered = stream.streams?.find((s) => s.type === option.streamType && nonEmpty(s.url));
  if (!offered) return undefined;
  const label = `${option.streamType}`;
  if (!caps.keySystems[option.family]) {
    refusals.push(`${label}: ${option.family} key system not available`);
    return undefined;
  }
  const licenceUrl = nonEmpty(option.licence(stream));
  if (!licenceUrl) {
    refusals.push(`${label}: no licence URL`);
    return undefined;
  }
  const drm: DrmPlan = { keySystem: option.keySystem, licenceUrl };
  const provider = nonEmpty(stream.drm_provider);
  if (provider) drm.provider = provider;
  const url = nonEmpty(offered.url) as string;
  const why = `${label} (${option.family} available on ${browserName(caps)})`;
  if (option.family === 'fairplay') {
    const certificateUrl = nonEmpty(stream.fpsCertificate);
    if (!certificateUrl) {
      refusals.push(`${label}: no fpsCertificate`);
      return undefined;
    }
    drm.certificateUrl = certificateUrl;
    // shaka runs the FairPlay EME exchange (certificate, SPC → CKC) over MSE, or over Safari's own HLS
    // pipeline where there is no MSE (its native-HLS-for-FairPlay mode); the bare element would get no keys.
    if (!caps.mse && !caps.nativeHls) {
      refusals.push(`${label}: FairPlay needs MSE or native HLS`);
      return undefined;
    }
    return { engine: 'shaka', protocol: 'hls', url, drm, reason: `${why} via shaka` };
  }
  if (!caps.mse) {
    refusals.push(`${label}: DASH needs MSE`);
    return undefined;
  }
  return { engine: 'shaka', protocol: 'dash', url, drm, reason: `${why} via shaka` };
}

function clearPlan(
  stream: StreamResponse,
  caps: PlaybackCapabilities,
  prefs: SelectionPrefs,
  refusals: string[],
): PlaybackPlan | undefined {
  const mbr = nonEmpty(stream.hls_mbr);
  const single = nonEmpty(stream.hls);
  const ordered = prefs.preferMultiBitrate === false ? [single, mbr] : [mbr, single];
  const url = ordered.find((u): u is string => u !== undefined);
  if (!url) return clearDashPlan(stream, caps, refusals);
  const field = url === mbr ? 'hls_mbr' : 'hls';
  if (PROGRESSIVE.test(url)) {
    return {
      engine: 'native',
      protocol: 'progressive',
      url,
      reason: `${field} is a progressive file: native`,
    };
  }
  if (caps.mse) {
    return {
      engine: 'hls',
      protocol: 'hls',
      url,
      reason: `clear ${field} via hls.js (MSE on ${browserName(caps)})`,
    };
  }
  if (caps.nativeHls) {
    return {
      engine: 'native',
      protocol: 'hls',
      url,
      reason: `clear ${field} via native HLS (no MSE on ${browserName(caps)})`,
    };
  }
  refusals.push(`${field}: neither MSE nor native HLS`);
  return undefined;
}

/** Clear DASH (`streams[{type:'dash'}]`, our extension) plays through shaka when no clear HLS is offered. */
function clearDashPlan(
  stream: StreamResponse,
  caps: PlaybackCapabilities,
  refusals: string[],
): PlaybackPlan | undefined {
  const offered = stream.streams?.find((s) => s.type === 'dash' && nonEmpty(s.url));
  if (!offered) return undefined;
  if (!caps.mse) {
    refusals.push('dash: DASH needs MSE');
    return undefined;
  }
  return {
    engine: 'shaka',
    protocol: 'dash',
    url: nonEmpty(offered.url) as string,
    reason: `clear dash via shaka (MSE on ${browserName(caps)})`,
  };
}

export function selectPlayback(
  stream: StreamResponse,
  caps: PlaybackCapabilities,
  prefs: SelectionPrefs = {},
): SelectionResult {
  const refusals: string[] = [];
  for (const family of ORDER[caps.browser]) {
    const plan = protectedPlan(OPTIONS[family], stream, caps, refusals);
    if (plan) return { ok: true, plan };
  }
  const plan = clearPlan(stream, caps, prefs, refusals);
  if (plan) return { ok: true, plan };
  const offered = [
    ...(stream.streams ?? []).map((s) => s.type),
    ...(nonEmpty(stream.hls_mbr) ? ['hls_mbr'] : []),
    ...(nonEmpty(stream.hls) ? ['hls'] : []),
  ];
  const details = offered.length
    ? `offered ${offered.join(', ')}; ${refusals.length ? refusals.join('; ') : 'no stream type this player knows'}`
    : 'the stream response carries no stream URL';
  return {
    ok: false,
    error: playerError('source.no_playable_stream', true, { details: `${details} (${browserName(caps)})` }),
  };
}
