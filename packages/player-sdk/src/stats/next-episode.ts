/**
 * Why (§4 Content playback, §9): a series plays on by itself. 2 s before the end of an episode longer than
 * 20 s (or on `ended`, whichever comes first) the player runs the end-ad check (the post-roll), then goes to
 * the next episode of the season, else the first episode of the next season. An announced episode cannot
 * play: the viewer gets warning_episode_is_announcement instead. With no next episode the series is finished.
 * Episodes are ordered by season, then by `series` (the episode number), whatever order the operator sent.
 */
import { EPISODE_END_MIN_DURATION_MS, EPISODE_END_TRIGGER_MS } from '../constants';
import type { Id } from '../types/id';
import { WARNING_EPISODE_IS_ANNOUNCEMENT } from './constants';

/** §3 Episode history entry. */
export interface EpisodeEntry {
  id: Id;
  title?: string;
  description?: string;
  season?: number | null;
  series?: number | null;
  is_announcement?: boolean;
  histories?: readonly { watch_percentage?: number }[];
}

export type NextEpisodeOutcome =
  | { kind: 'next'; episode: EpisodeEntry }
  | { kind: 'announcement'; episode: EpisodeEntry; warning: typeof WARNING_EPISODE_IS_ANNOUNCEMENT }
  | { kind: 'finished' };

export interface NextEpisodeState {
  status: 'idle' | 'checking' | NextEpisodeOutcome['kind'];
  episode: EpisodeEntry | null;
  warning: string | null;
}

export const IDLE_NEXT_EPISODE: NextEpisodeState = { status: 'idle', episode: null, warning: null };

/** True from 2000 ms before the end, for episodes longer than 20000 ms. Seconds in, as the element reports. */
export function episodeEndDue(positionS: number, durationS: number): boolean {
  if (!Number.isFinite(durationS) || !Number.isFinite(positionS)) return false;
  const durationMs = durationS * 1000;
  return durationMs > EPISODE_END_MIN_DURATION_MS && positionS * 1000 >= durationMs - EPISODE_END_TRIGGER_MS;
}

interface Placed {
  episode: EpisodeEntry;
  season: number;
  series: number;
}

/** A missing season means a single-season show; an episode without a number cannot be placed and is skipped. */
function place(episode: EpisodeEntry): Placed | null {
  const season = episode.season ?? 1;
  const series = episode.series;
  if (typeof series !== 'number' || !Number.isFinite(series) || !Number.isFinite(season)) return null;
  return { episode, season, series };
}

export function pickNextEpisode(episodes: readonly EpisodeEntry[], currentId: Id): NextEpisodeOutcome {
  const placed = episodes.map(place).filter((entry): entry is Placed => entry !== null);
  placed.sort((a, b) => a.season - b.season || a.series - b.series);
  const current = placed.find((entry) => String(entry.episode.id) === String(currentId));
  if (!current) return { kind: 'finished' };
  const next =
    placed.find((entry) => entry.season === current.season && entry.series > current.series) ??
    placed.find((entry) => entry.season > current.season);
  if (!next) return { kind: 'finished' };
  if (next.episode.is_announcement) {
    return { kind: 'announcement', episode: next.episode, warning: WARNING_EPISODE_IS_ANNOUNCEMENT };
  }
  return { kind: 'next', episode: next.episode };
}

export function nextEpisodeState(outcome: NextEpisodeOutcome): NextEpisodeState {
  switch (outcome.kind) {
    case 'next':
      return { status: 'next', episode: outcome.episode, warning: null };
    case 'announcement':
      return { status: 'announcement', episode: outcome.episode, warning: outcome.warning };
    case 'finished':
      return { status: 'finished', episode: null, warning: null };
  }
}

/**
 * Runs the end-ad check, then picks. A failing check never keeps the viewer from the next episode (ads never
 * block content). Resolves null when `signal` aborted meanwhile (the viewer switched or the player was destroyed).
 */
export async function runEpisodeEnd(
  episodes: readonly EpisodeEntry[],
  currentId: Id,
  endAdCheck: () => Promise<unknown>,
  signal: AbortSignal,
): Promise<NextEpisodeOutcome | null> {
  try {
    await endAdCheck();
  } catch {
    // The post-roll failed or was skipped: go on with the series.
  }
  return signal.aborted ? null : pickNextEpisode(episodes, currentId);
}
