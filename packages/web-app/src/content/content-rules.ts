/**
 * Why: the content page's small decisions from 001 §4 / §5 / §9 — the id is the trailing digits of the
 * slug, episodes are filtered by season and sorted by series (non-series by start, newest first), zero
 * ratings are hidden, long descriptions collapse at 400 and trim at 600, resume only between 10 and
 * 12600 s and not when fully watched, and the next episode is the next in the season, else the first of
 * the next season (announcements are not played).
 */
import { constants } from '@onair/player-sdk';
import { ApiError } from '../api/errors';
import type { Content, ContentMeta } from '../api/schemas';
import {
  DESCRIPTION_COLLAPSE_AT,
  DESCRIPTION_TRIM_AT,
  OTHER_EPISODES_BY_WIDTH,
  OTHER_EPISODES_WIDE,
} from '../constants';

/** 001 §2: "the trailing digits of the slug give the content id". */
export function contentIdFrom(slugOrId: string | undefined): number | null {
  const match = slugOrId ? /(\d+)$/.exec(slugOrId) : null;
  return match ? Number(match[1]) : null;
}

export function contentTitle(content: Pick<Content, 'title' | 'name'>): string {
  return content.title ?? content.name ?? '';
}

export function contentPath(content: Pick<Content, 'id' | 'slug'>): string {
  return `/contents/${content.slug ?? content.id}`;
}

/** When a non-series programme aired (its schedule start, unix s): the newest comes first (001 §5). */
function startOf(episode: Content): number {
  const raw =
    (episode as { timestamp?: unknown; start_at?: unknown }).timestamp ??
    (episode as { start_at?: unknown }).start_at;
  const value = typeof raw === 'string' ? Date.parse(raw) / 1000 : Number(raw);
  return Number.isFinite(value) ? value : 0;
}

export function episodesOfSeason(episodes: readonly Content[], season: number | null): Content[] {
  const list = season === null ? [...episodes] : episodes.filter((e) => e.season === season);
  const isSeries = list.some((e) => typeof e.series === 'number');
  return isSeries
    ? list.sort((a, b) => (a.series ?? 0) - (b.series ?? 0))
    : list.sort((a, b) => startOf(b) - startOf(a) || Number(b.id) - Number(a.id));
}

export interface RatingView {
  type: string;
  value: string;
}

/** Ratings from `ratings[]` and the imdb / kinopoisk fields; zeros and blanks are hidden. */
export function visibleRatings(
  content: Pick<Content, 'ratings' | 'rating_imdb' | 'rating_kinopoisk'>,
): RatingView[] {
  const all: RatingView[] = (content.ratings ?? []).map((r) => ({
    type: r.type,
    value: String(r.rating ?? ''),
  }));
  if (content.rating_imdb != null) all.push({ type: 'imdb', value: String(content.rating_imdb) });
  if (content.rating_kinopoisk != null)
    all.push({ type: 'kinopoisk', value: String(content.rating_kinopoisk) });
  const seen = new Set<string>();
  return all.filter((r) => {
    const n = Number(r.value);
    if (!r.value || Number.isNaN(n) || n === 0 || seen.has(r.type)) return false;
    seen.add(r.type);
    return true;
  });
}

export interface DescriptionView {
  text: string;
  collapsible: boolean;
  trimmed: boolean;
}

/** Collapsed view of a description: over 400 it can collapse; with paragraphs, the page trims at 600. */
export function describe(text: string | null | undefined, expanded: boolean): DescriptionView {
  const full = (text ?? '').trim();
  const collapsible = full.length > DESCRIPTION_COLLAPSE_AT;
  if (expanded || !collapsible) return { text: full, collapsible, trimmed: false };
  const limit = /\n/.test(full) ? DESCRIPTION_TRIM_AT : DESCRIPTION_COLLAPSE_AT;
  if (full.length <= limit) return { text: full, collapsible, trimmed: false };
  const cut = full.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return {
    text: `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`,
    collapsible,
    trimmed: true,
  };
}

/** 001 §4: resume only if 10–12600 s and not fully watched. */
export function resumePosition(
  meta: { history?: { seconds?: number | null; watch_percentage?: number | null } | null } | null | undefined,
): number | null {
  const seconds = meta?.history?.seconds;
  if (typeof seconds !== 'number') return null;
  if (meta?.history?.watch_percentage === 100) return null;
  return seconds >= constants.RESUME_MIN_S && seconds <= constants.RESUME_MAX_S ? seconds : null;
}

export function otherEpisodesCount(width: number): number {
  return OTHER_EPISODES_BY_WIDTH.find((rule) => width <= rule.maxWidth)?.count ?? OTHER_EPISODES_WIDE;
}

/**
 * The heading of a title's catch-ups on channels. 001 §2 calls the list "other episodes"; a film's catch-ups are
 * the same film shown again, so a film's list is headed as its airings (docs/decisions.md).
 */
export function catchupsHeadingKey(
  contentType: string | null | undefined,
): 'film_airings' | 'other_episodes' {
  return contentType === 'movie' ? 'film_airings' : 'other_episodes';
}

/** 001 §8: lost content and explicit unavailability both mean "not available". */
export function isContentAvailable(
  content: Pick<Content, 'is_lost' | 'is_available'>,
  meta?: ContentMeta | null,
): boolean {
  if (content.is_lost === true || meta?.is_lost === true) return false;
  const flag = meta?.is_available ?? content.is_available;
  return flag !== false && flag !== 404 && flag !== 0;
}

/**
 * What the content page shows when the content itself failed to load (001 §8 "Content load with lost_content:
 * shown as lost (is_lost, not available)"; §4 Content page "not found if … 404"). The operator's lost_content
 * code wins over its status (the demo sends it with 404): the title exists but can no longer be watched.
 */
export function contentLoadFailure(error: unknown): 'lost' | 'not_found' | 'failed' {
  if (error instanceof ApiError && error.errorCode === 'lost_content') return 'lost';
  if (error instanceof ApiError && error.status === 404) return 'not_found';
  return 'failed';
}

/** 001 §3 Episode history entry: how much of an episode the viewer watched (1–100 %), or null before any. */
export function episodeWatched(episode: Pick<Content, 'histories'>): number | null {
  const percentage = episode.histories?.find((h) => typeof h.watch_percentage === 'number')?.watch_percentage;
  if (typeof percentage !== 'number' || percentage <= 0) return null;
  return Math.min(100, Math.round(percentage));
}
