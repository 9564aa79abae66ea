/**
 * Why: some channels are shown live through the broadcaster's own embedded player (vitrina) rather than
 * our stream. §4 Channel loading: a purchased channel with a vitrina stream fetches the channel config
 * instead of the stream when there is no timestamp or it is within 360 s of now, and §4 Player keeps our
 * own player while an ad runs in full mode. The iframe address is the `url` of `config.web` (or of
 * `web_vlight` for channels flagged `vlight`); §5 never offers picture-in-picture on such channels.
 */
import { VITRINA_OFFSET_S } from '../constants';
import { isPurchased } from './archive';
import type { ChannelConfig, TimelineChannel } from './types';

export { isPurchased };

export function hasVitrinaStream(channel: TimelineChannel): boolean {
  return (channel.stream_types ?? []).some(
    (entry) => (typeof entry === 'string' ? entry : entry.type) === 'vitrina',
  );
}

/** True when `ts` is absent, in the future, or no more than VITRINA_OFFSET_S in the past. */
export function isNearLive(ts: number | null | undefined, nowMs: number): boolean {
  if (ts === null || ts === undefined) return true;
  return nowMs / 1000 - ts <= VITRINA_OFFSET_S;
}

export interface ExternalPlayerInput {
  channel: TimelineChannel;
  ts?: number | null;
  nowMs: number;
  adPlayingInFullMode?: boolean;
}

export function shouldUseExternalPlayer(input: ExternalPlayerInput): boolean {
  if (input.adPlayingInFullMode) return false;
  return isPurchased(input.channel) && hasVitrinaStream(input.channel) && isNearLive(input.ts, input.nowMs);
}

export type IframeUrlResult = { ok: true; url: string } | { ok: false; reason: string };

function absoluteHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The external player's iframe URL. A `vlight` channel prefers `web_vlight`, others `web`; each falls back
 * to the other, then to the channel's own `vitrinaUrl`. Only absolute http(s) addresses are accepted so a
 * malformed config cannot turn into a `javascript:` frame.
 */
export function vitrinaIframeUrl(
  config: ChannelConfig | null | undefined,
  channel: TimelineChannel,
): IframeUrlResult {
  const web = config?.config?.web?.url;
  const light = config?.config?.web_vlight?.url;
  const ordered = channel.vlight ? [light, web, channel.vitrinaUrl] : [web, light, channel.vitrinaUrl];
  const candidates = ordered.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  for (const candidate of candidates) {
    const url = absoluteHttpUrl(candidate.trim());
    if (url) return { ok: true, url };
  }
  return candidates.length === 0
    ? {
        ok: false,
        reason: `channel ${channel.id}: channel config has neither config.web.url nor config.web_vlight.url`,
      }
    : { ok: false, reason: `channel ${channel.id}: external player URL is not an absolute http(s) URL` };
}
