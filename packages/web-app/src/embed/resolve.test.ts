import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { Channel, Content, ContentMeta } from '../api/schemas';
import { resolveEmbedView, routeFromLoad } from './resolve';

const options = { ignoreParentalControl: true, pinApproved: false };

function endpoints() {
  return {
    channel: vi.fn(async (id: string | number) => {
      if (id === '999')
        throw new ApiError('http', 'Channel 999 not found', '/channels/999', 404, 'not_found');
      return { id: Number(id), name: 'One', age: 0, is_purchased: true } as Channel;
    }),
    content: vi.fn(async (id: number) => ({ id, title: 'Film', age: 0 }) as Content),
    contentMeta: vi.fn(async () => ({ is_purchased: true }) as ContentMeta),
  };
}

describe('resolveEmbedView', () => {
  it('asks only for the channel on a channel embed', async () => {
    const api = endpoints();
    const view = await resolveEmbedView(api, { kind: 'channel', channelId: '1', ts: 5 }, options);
    expect(view).toMatchObject({ kind: 'play-channel', ts: 5 });
    expect(api.content).not.toHaveBeenCalled();
  });

  it('settles a failed fetch into the not-found view', async () => {
    const view = await resolveEmbedView(
      endpoints(),
      { kind: 'channel', channelId: '999', ts: null },
      options,
    );
    expect(view).toEqual({ kind: 'message', key: 'not_found_channel', text: null });
  });

  it('asks for the content and its meta on a content embed', async () => {
    const api = endpoints();
    const view = await resolveEmbedView(api, { kind: 'content', contentId: 103, slugOrId: '103' }, options);
    expect(view.kind).toBe('play-content');
    expect(api.contentMeta).toHaveBeenCalledWith(103);
  });
});

describe('routeFromLoad', () => {
  it('maps load targets to routes and refuses ids without digits', () => {
    expect(routeFromLoad({ channelId: 4, ts: 1700000000 })).toEqual({
      kind: 'channel',
      channelId: '4',
      ts: 1700000000,
    });
    expect(routeFromLoad({ contentId: 'film-103' })).toMatchObject({ contentId: 103 });
    expect(() => routeFromLoad({ contentId: 'film' })).toThrow('Unknown content id: film');
  });
});
