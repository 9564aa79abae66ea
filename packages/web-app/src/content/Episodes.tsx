/**
 * Seasons and episodes (001 §2 content page): a season selector, the season's episodes sorted by series,
 * 25 shown before "show all". Announcements are marked and refuse to play (warning_episode_is_announcement).
 * An episode the viewer has started shows how much of it they watched (001 §3 Episode history entry).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Content } from '../api/schemas';
import { EPISODES_BEFORE_SHOW_ALL } from '../constants';
import { useSession } from '../session/context';
import { contentTitle, episodesOfSeason, episodeWatched } from './content-rules';

export function Episodes({
  series,
  episodes,
  selectedEpisodeId,
}: {
  series: Content;
  episodes: readonly Content[];
  selectedEpisodeId: number | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const seasons = [
    ...new Set(episodes.map((e) => e.season).filter((s): s is number => typeof s === 'number')),
  ].sort((a, b) => a - b);
  const selectedSeason = episodes.find((e) => e.id === selectedEpisodeId)?.season ?? seasons[0] ?? null;
  const [season, setSeason] = useState<number | null>(selectedSeason);
  const [showAll, setShowAll] = useState(false);
  const list = episodesOfSeason(episodes, seasons.length > 0 ? season : null);
  const shown = showAll ? list : list.slice(0, EPISODES_BEFORE_SHOW_ALL);
  const base = `/contents/${series.slug ?? series.id}`;

  return (
    <section className="episodes" aria-label={t('episodes')}>
      <div className="episodes__head">
        <h2 className="section-title">{t('episodes')}</h2>
        {seasons.length > 0 && (
          <div className="episodes__seasons" role="tablist" aria-label={t('seasons')}>
            {seasons.map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={s === season}
                className={`chip${s === season ? ' chip--active' : ''}`}
                onClick={() => {
                  setSeason(s);
                  setShowAll(false);
                }}
              >
                {t('season_n', { n: s })}
              </button>
            ))}
          </div>
        )}
      </div>
      <ol className="episodes__list">
        {shown.map((episode) => (
          <li
            key={episode.id}
            className={`episode${episode.id === selectedEpisodeId ? ' episode--selected' : ''}`}
          >
            {episode.is_announcement ? (
              <button
                type="button"
                className="episode__link episode__link--soon"
                onClick={() =>
                  session.showMessage({ title: 'warning', text: 'warning_episode_is_announcement' })
                }
              >
                <span className="episode__number">{episode.series}</span>
                <span>{contentTitle(episode)}</span>
                <span className="badge">{t('soon')}</span>
              </button>
            ) : (
              <Link className="episode__link" to={`${base}/${episode.id}`}>
                <span className="episode__number">{episode.series}</span>
                <span>{contentTitle(episode)}</span>
                <EpisodeProgress watched={episodeWatched(episode)} />
              </Link>
            )}
          </li>
        ))}
      </ol>
      {!showAll && list.length > EPISODES_BEFORE_SHOW_ALL && (
        <button type="button" className="button" onClick={() => setShowAll(true)}>
          {t('show_all')}
        </button>
      )}
    </section>
  );
}

function EpisodeProgress({ watched }: { watched: number | null }) {
  const { t } = useTranslation();
  if (watched === null) return null;
  return (
    <span className="episode__progress" data-testid="episode-progress">
      <span className="episode__progress-bar" style={{ width: `${watched}%` }} aria-hidden="true" />
      <span className="visually-hidden">{t('episode_watched', { n: watched })}</span>
    </span>
  );
}
