// Why: whether this viewer may play a content is one rule with two doors — the stream route hands out its URLs,
// the licence server its keys (issue 35 item 7: the licence answered anyone). Both ask here, so a content
// the stream route refuses never gets a key either: not purchased, announced, lost, not for a child profile,
// or not a playable item at all (a series or a season).
import type { ContentRecord } from '../catalogue/types';
import type { ApiContext } from '../context';
import { ApiError, badRequest, permissionDenied } from '../http/errors';
import { contentFor, openedFor } from '../packets/index';
import { childProfileActive, refuseForChild } from '../profiles/index';

/** The content as `userId` may play it, or the §8 refusal the stream route answers. */
export async function playableContent(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  userId: number,
  record: ContentRecord,
): Promise<ContentRecord> {
  const content = contentFor(record, await openedFor(ctx, userId));
  refuseForChild(await childProfileActive(ctx.db, userId), content);
  if (content.content_type === 'series' || content.content_type === 'season') {
    throw badRequest('id', `Content ${content.id} is a ${content.content_type}; play one of its episodes`);
  }
  if (content.isLost) throw new ApiError(404, 'lost_content', `Content ${content.id} is no longer available`);
  if (content.isAnnouncement) {
    throw new ApiError(403, 'episode_is_announcement', `"${content.title}" is announced but not out yet`);
  }
  if (!content.isPurchased) throw permissionDenied(`"${content.title}" is not purchased. Buy it in Cinema+.`);
  return content;
}
