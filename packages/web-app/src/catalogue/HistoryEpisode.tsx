import { episodeOfHistory } from './history-episode';
import type { HistoryItem } from './schemas';
import { useCatalogueT } from './useCatalogueT';

/** The season and episode under a history tile's title, in the viewer's language (001 §3 History item). */
export function HistoryEpisode({ item }: { item: HistoryItem }) {
  const { t } = useCatalogueT();
  const place = episodeOfHistory(item);
  if (!place) return null;
  return (
    <span className="tile__meta">{t('season_episode', { season: place.season, series: place.series })}</span>
  );
}
