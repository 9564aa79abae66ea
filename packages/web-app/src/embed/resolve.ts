/**
 * The embed's I/O around decide.ts: fetch what the decision needs for a route (embed mode fetches
 * nothing else — no rows, sources or similar content, 001 §5) and settle every failure into a view.
 */
import type { Endpoints } from '../api/endpoints';
import { type DecideOptions, decideChannel, decideContent, type EmbedView, type Fetched } from './decide';
import type { EmbedRoute } from './route';

function settle<T>(promise: Promise<T>): Promise<Fetched<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

export async function resolveEmbedView(
  endpoints: Pick<Endpoints, 'channel' | 'content' | 'contentMeta'>,
  route: EmbedRoute,
  options: DecideOptions,
): Promise<EmbedView> {
  if (route.kind === 'channel') {
    return decideChannel(await settle(endpoints.channel(route.channelId)), route.ts, options);
  }
  const [content, meta] = await Promise.all([
    settle(endpoints.content(route.contentId)),
    settle(endpoints.contentMeta(route.contentId)),
  ]);
  return decideContent(content, meta, options);
}

/** A load command's target as an embed route (ids arrive as numbers or strings from partners). */
export function routeFromLoad(
  target: { channelId: string | number; ts?: number } | { contentId: string | number },
): EmbedRoute {
  if ('channelId' in target) {
    return { kind: 'channel', channelId: String(target.channelId), ts: target.ts ?? null };
  }
  const digits = /(\d+)$/.exec(String(target.contentId));
  if (!digits) throw new Error(`Unknown content id: ${String(target.contentId)}`);
  return { kind: 'content', contentId: Number(digits[1]), slugOrId: String(target.contentId) };
}
