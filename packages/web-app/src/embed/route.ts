/**
 * Why: 001 §2 names two embed routes — `/channel_embed/{channelId}?ts=` (live, or the archive at `ts`
 * unix seconds) and `/content_embed/{slugOrId}` (the trailing digits of the slug are the id). The embed
 * entry reads its target from the URL once, here, so a malformed URL becomes one clear "unknown" view.
 */
import { contentIdFrom } from '../content/content-rules';

export type EmbedRoute =
  | { kind: 'channel'; channelId: string; ts: number | null }
  | { kind: 'content'; contentId: number; slugOrId: string };

export type EmbedRouteResult = { ok: true; route: EmbedRoute } | { ok: false; reason: string };

function segmentAfter(pathname: string, marker: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const index = parts.indexOf(marker);
  const value = index >= 0 ? parts[index + 1] : undefined;
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A `ts` is whole unix seconds; anything else is ignored (the channel plays live). */
export function archiveTs(raw: string | null): number | null {
  if (raw === null || !/^\d{1,12}$/.test(raw.trim())) return null;
  const ts = Number(raw.trim());
  return ts > 0 ? ts : null;
}

export function parseEmbedRoute(pathname: string, search: string): EmbedRouteResult {
  const params = new URLSearchParams(search);
  const channel = segmentAfter(pathname, 'channel_embed');
  if (pathname.includes('channel_embed')) {
    if (!channel) return { ok: false, reason: 'The embed URL names no channel' };
    return { ok: true, route: { kind: 'channel', channelId: channel, ts: archiveTs(params.get('ts')) } };
  }
  if (pathname.includes('content_embed')) {
    const slugOrId = segmentAfter(pathname, 'content_embed');
    const contentId = contentIdFrom(slugOrId ?? undefined);
    if (!slugOrId || contentId === null) return { ok: false, reason: 'The embed URL names no content' };
    return { ok: true, route: { kind: 'content', contentId, slugOrId } };
  }
  return { ok: false, reason: `Not an embed URL: ${pathname}` };
}
