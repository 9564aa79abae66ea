// Fills one row for one request (001 §7 Row): its source rule over the catalogue, the viewer's
// favourites, history and packets, then the requested page of it.
import type { FastifyRequest } from 'fastify';
import { channelJson } from '../api/wire-channel';
import { contentJson, personJson } from '../api/wire-content';
import { programmeAt } from '../catalogue/schedule';
import type { ApiContext } from '../context';
import { absoluteUrl, originOf } from '../http/origin';
import { packetJson } from '../packets/packet-answers';
import { packetViews } from '../packets/views';
import { childProfileActive, suitableWireItem } from '../profiles/index';
import { matchesText, pageOf, selectContents } from './select';
import type { RowRecord } from './store';

export interface RowAsk {
  offset: number;
  limit: number;
  search?: string;
  library_id?: number;
  userId?: number;
}

export type RowLists = {
  contents: unknown[];
  channels: unknown[];
  persons: unknown[];
  promotions: unknown[];
  histories: unknown[];
  packets: unknown[];
};

const empty = (): RowLists => ({
  contents: [],
  channels: [],
  persons: [],
  promotions: [],
  histories: [],
  packets: [],
});

export function rowFiller(ctx: ApiContext) {
  const { catalogue } = ctx;
  const contentById = new Map(catalogue.contents.map((c) => [c.id, c]));

  async function favouriteIds(userId: number | undefined, kind: string): Promise<number[]> {
    if (userId === undefined) return [];
    const rows = await ctx.db.query<{ object_id: number }>(
      'SELECT object_id::int AS object_id FROM favorites WHERE user_id = $1 AND kind = $2 ORDER BY id DESC',
      [userId, kind],
    );
    return rows.map((r) => r.object_id);
  }

  /** Every item of the row (before paging) as wire JSON, in the list the row's template reads. */
  async function allItems(
    row: RowRecord,
    ask: RowAsk,
    request: FastifyRequest,
  ): Promise<[keyof RowLists, unknown[]]> {
    const origin = originOf(request, ctx.publicOrigin);
    const source = row.source;
    // A search row with no text shows nothing rather than the whole catalogue.
    const search = ask.search?.trim() || undefined;
    if (source.search && search === undefined) return ['contents', []];
    switch (source.kind) {
      case 'contents': {
        const found = selectContents(catalogue.contents, {
          content_type: source.content_type,
          genre: source.genre,
          sort: source.sort,
          library_id: ask.library_id ?? source.library_id ?? row.library_id ?? undefined,
          search,
        });
        return ['contents', found.map((c) => contentJson(c, origin))];
      }
      case 'channels': {
        const nowSec = Math.floor(ctx.now() / 1000);
        const channels = catalogue.channels
          .filter((c) => !c.is4k && !c.isAdult && (search === undefined || matchesText(c.name, search)))
          .slice(0, source.limit ?? catalogue.channels.length);
        return [
          'channels',
          channels.map((c) => channelJson(c, programmeAt(catalogue.seed, c, nowSec), nowSec, origin)),
        ];
      }
      case 'persons': {
        const persons = catalogue.persons.filter((p) => search === undefined || matchesText(p.name, search));
        return ['persons', persons.map((p) => personJson(p, origin))];
      }
      case 'history': {
        if (ask.userId === undefined) return ['histories', []];
        const seen = await ctx.db.query<{ content_id: number; seconds: number }>(
          'SELECT content_id, seconds FROM watch_history WHERE user_id = $1 ORDER BY updated_at DESC',
          [ask.userId],
        );
        return [
          'histories',
          seen.flatMap(({ content_id, seconds }) => {
            const content = contentById.get(content_id);
            if (!content) return [];
            const percentage =
              content.durationSec > 0 ? Math.min(100, Math.round((seconds / content.durationSec) * 100)) : 0;
            return [
              {
                content: contentJson(content, origin),
                content_episode:
                  content.content_type === 'episode'
                    ? { season: content.season, series: content.series }
                    : null,
                screenshot: absoluteUrl(origin, `/static/posters/${content.id}.webp`),
                watch_percentage: percentage,
              },
            ];
          }),
        ];
      }
      case 'favorites': {
        const kind = source.of ?? 'content';
        const ids = await favouriteIds(ask.userId, kind);
        if (kind === 'channel') {
          const nowSec = Math.floor(ctx.now() / 1000);
          const channels = ids.flatMap((id) => catalogue.channels.find((c) => c.id === id) ?? []);
          return [
            'channels',
            channels.map((c) => channelJson(c, programmeAt(catalogue.seed, c, nowSec), nowSec, origin)),
          ];
        }
        if (kind === 'person') {
          return [
            'persons',
            ids
              .flatMap((id) => catalogue.persons.find((p) => p.id === id) ?? [])
              .map((p) => personJson(p, origin)),
          ];
        }
        return [
          'contents',
          ids.flatMap((id) => contentById.get(id) ?? []).map((c) => contentJson(c, origin)),
        ];
      }
      case 'packets': {
        const only = source.ids;
        const views = await packetViews(
          ctx,
          ask.userId,
          origin,
          (p) => only === undefined || only.includes(p.id),
        );
        return ['packets', views.map(packetJson)];
      }
      case 'promotions':
        return ['promotions', (source.items ?? []).map((item) => promotionJson(item, origin))];
    }
  }

  return async function fill(row: RowRecord, ask: RowAsk, request: FastifyRequest) {
    const [list, all] = await allItems(row, ask, request);
    // A child profile sees no title or channel rated above 12 in any row (000 §6).
    const items = (await childProfileActive(ctx.db, ask.userId)) ? all.filter(suitableWireItem) : all;
    const page = pageOf(items, ask.offset, ask.limit);
    return { lists: { ...empty(), [list]: page.items }, more_count: page.more_count };
  };
}

/** A rowset item (001 §3): its destination as the operator gave it, and a generated banner. */
function promotionJson(item: Record<string, unknown>, origin: string) {
  const title = String(item.title ?? '');
  const short = String(item.short ?? '');
  return {
    id: item.id,
    title,
    short,
    description: String(item.description ?? short),
    destination: item.destination,
    background: absoluteUrl(origin, '/static/banner.webp', { title, sub: short }),
    graphic_title: null,
  };
}
