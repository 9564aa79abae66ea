import type { HistoryItem } from './schemas';

export interface EpisodePlace {
  season: number;
  series: number;
}

/**
 * Which season and episode a history entry is (001 §3 History item: `content_episode {season, series}`);
 * null for a film or programme, or when the operator sent only half of the place (a tile saying "season 2"
 * without the episode would only send the viewer looking).
 */
export function episodeOfHistory(item: Pick<HistoryItem, 'content_episode'>): EpisodePlace | null {
  const place = item.content_episode;
  const season = place?.season;
  const series = place?.series;
  if (typeof season !== 'number' || typeof series !== 'number') return null;
  if (!Number.isFinite(season) || !Number.isFinite(series)) return null;
  return { season, series };
}
