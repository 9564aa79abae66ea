import { useTranslation } from 'react-i18next';
import { episodeOfHistory } from './history-episode';
import type { HistoryItem } from './schemas';

/** The season and episode under a history tile's title, in the viewer's language (001 §3 History item). */
export function HistoryEpisode({ item }: { item: HistoryItem }) {
  const { t } = useTranslation();
  const place = episodeOfHistory(item);
  if (!place) return null;
  return (
    <span className="tile__meta">{t('season_episode', { season: place.season, series: place.series })}</span>
  );
}
