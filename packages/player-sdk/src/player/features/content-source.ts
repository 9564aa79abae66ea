/**
 * Why: a content's source is its stream plus what stats and resume need (the history's resume position, the
 * series' episodes, its parent). Putting them together is done once the operator has answered and the stats
 * chunk is in (the player waits for both side by side), so it lives in that lazy chunk, not in the core.
 */
import type { ContentMeta, EpisodeItem } from '../../api/operator-api';
import { resumePosition } from '../../stats/resume';
import type { Id } from '../../types/id';
import type { LoadContentOptions, PlayerSource } from '../../types/player';
import type { StreamResponse } from '../../types/stream-response';

export interface ContentAnswers {
  stream: StreamResponse;
  /** Null when not asked for (a start position was given, a trailer) or when the call failed. */
  meta: ContentMeta | null;
  episodes: EpisodeItem[] | null;
}

export function contentSourceFrom(
  contentId: Id,
  options: LoadContentOptions,
  answers: ContentAnswers,
): PlayerSource {
  const { stream, meta, episodes } = answers;
  const resumeAt = options.startPosition ?? resumePosition(meta?.history ?? null);
  const list = options.episodes ?? episodes ?? undefined;
  const parent = options.contentParentId ?? options.seriesId;
  return {
    kind: options.kind ?? 'content',
    stream,
    contentId,
    ...(options.libraryId !== undefined ? { libraryId: options.libraryId } : {}),
    ...(resumeAt !== null && resumeAt !== undefined ? { startPosition: resumeAt } : {}),
    ...(meta?.history ? { history: meta.history } : {}),
    ...(list ? { episodes: list } : {}),
    ...(parent !== undefined ? { contentParentId: parent } : {}),
    ...(options.startType ? { startType: options.startType } : {}),
  };
}
