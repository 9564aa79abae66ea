/**
 * 001 §3 History item `content_episode {season, series}`: a history tile of an episode says which season
 * and episode was watched, in each language the app ships; a film's tile says nothing more.
 */
import { screen } from '@testing-library/react';
import { mountWithSession, testI18n, testSession } from '../testing/test-session';
import { episodeOfHistory } from './history-episode';
import { HistoryTile } from './RowItems';
import type { HistoryItem } from './schemas';

const episode: HistoryItem = {
  content: { id: 77, slug: 'night-shift-s2e5', title: 'Night Shift', content_type: 'episode' },
  content_episode: { season: 2, series: 5 },
  watch_percentage: 40,
  screenshot: 'https://img.test/s.jpg',
};

describe('episodeOfHistory', () => {
  it('reads the season and the episode of an episode entry', () => {
    expect(episodeOfHistory(episode)).toEqual({ season: 2, series: 5 });
  });

  it('is null for a film, or when half the place is missing', () => {
    expect(episodeOfHistory({ content_episode: null })).toBeNull();
    expect(episodeOfHistory({})).toBeNull();
    expect(episodeOfHistory({ content_episode: { season: 2 } })).toBeNull();
    expect(episodeOfHistory({ content_episode: { series: 5 } })).toBeNull();
  });
});

describe('HistoryTile (001 §3 History item content_episode)', () => {
  it.each([
    ['en', 'season 2, episode 5'],
    ['ru', 'сезон 2, серия 5'],
    ['uz', '2-fasl, 5-qism'],
    ['kk', '2-маусым, 5-бөлім'],
  ] as const)('shows the season and episode of an episode in %s', (lng, words) => {
    mountWithSession(<HistoryTile item={episode} wide />, testSession(), '/', testI18n(lng));
    const tile = screen.getByRole('link');
    expect(tile.getAttribute('href')).toBe('/contents/night-shift-s2e5');
    expect(tile.querySelector('.tile__meta')?.textContent).toBe(words);
  });

  it('adds nothing under a film', () => {
    const film: HistoryItem = {
      content: { id: 5, slug: 'film-5', title: 'Film' },
      content_episode: null,
      screenshot: 'https://img.test/f.jpg',
    };
    mountWithSession(<HistoryTile item={film} wide={false} />, testSession(), '/', testI18n('en'));
    expect(screen.getByRole('link').querySelector('.tile__meta')).toBeNull();
    expect(screen.getByRole('link').textContent).toBe('Film');
  });
});
