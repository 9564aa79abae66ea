import { type EpisodeEntry, episodeEndDue, pickNextEpisode, runEpisodeEnd } from './next-episode';

// Sent out of order on purpose: the policy sorts by season, then series.
const episodes: EpisodeEntry[] = [
  { id: 203, season: 2, series: 3, is_announcement: true },
  { id: 102, season: 1, series: 2 },
  { id: 201, season: 2, series: 1 },
  { id: 101, season: 1, series: 1 },
  { id: 202, season: 2, series: 2 },
  { id: 999, season: 1 },
];

describe('next episode', () => {
  it('triggers 2 s before the end of an episode longer than 20 s', () => {
    expect(episodeEndDue(1197.9, 1200)).toBe(false);
    expect(episodeEndDue(1198, 1200)).toBe(true);
    expect(episodeEndDue(19, 20)).toBe(false);
    expect(episodeEndDue(19, 20.001)).toBe(true);
    expect(episodeEndDue(5, Number.NaN)).toBe(false);
  });

  it('goes to the next episode of the season', () => {
    expect(pickNextEpisode(episodes, 101)).toEqual({ kind: 'next', episode: episodes[1] });
  });

  it('goes from the last of season 1 to the first of season 2', () => {
    expect(pickNextEpisode(episodes, '102')).toEqual({ kind: 'next', episode: episodes[2] });
  });

  it('warns about an announced episode', () => {
    expect(pickNextEpisode(episodes, 202)).toEqual({
      kind: 'announcement',
      episode: episodes[0],
      warning: 'warning_episode_is_announcement',
    });
  });

  it('finishes after the last episode or for an unknown one', () => {
    expect(pickNextEpisode(episodes, 203)).toEqual({ kind: 'finished' });
    expect(pickNextEpisode(episodes, 5)).toEqual({ kind: 'finished' });
  });

  it('runs the end-ad check first and goes on even when it fails', async () => {
    const order: string[] = [];
    const check = async () => {
      order.push('post-roll');
      throw new Error('no ad');
    };
    const outcome = await runEpisodeEnd(episodes, 101, check, new AbortController().signal);
    order.push(outcome?.kind ?? 'none');
    expect(order).toEqual(['post-roll', 'next']);
  });

  it('gives nothing when the viewer left during the check', async () => {
    const controller = new AbortController();
    const check = async () => controller.abort();
    expect(await runEpisodeEnd(episodes, 101, check, controller.signal)).toBeNull();
  });
});
