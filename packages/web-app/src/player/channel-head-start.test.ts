import type { OperatorApi, StreamResponse, TimelineChannel } from '@onair/player-sdk';
import { describe, expect, it, vi } from 'vitest';
import { withChannelHeadStart } from './channel-head-start';

function api() {
  let n = 0;
  const base = {
    channelStream: vi.fn(async (): Promise<StreamResponse> => ({ hls: `stream-${++n}` })),
    contentStream: vi.fn(),
    schedule: vi.fn(),
    stat: vi.fn(),
    channel: vi.fn(async (id: number | string): Promise<TimelineChannel> => ({ id }) as TimelineChannel),
  };
  return base as typeof base & OperatorApi;
}

describe('withChannelHeadStart', () => {
  it('hands the player the channel and live stream asked at mount, each once, without asking again', async () => {
    const raw = api();
    const head = withChannelHeadStart(raw);
    head.start(1);
    head.start(1);
    expect(raw.channelStream).toHaveBeenCalledTimes(1);
    expect(raw.channel).toHaveBeenCalledTimes(1);
    const signal = new AbortController().signal;
    expect(await head.api.channel?.(1, { signal })).toEqual({ id: 1 });
    expect(await head.api.channelStream(1, { signal })).toEqual({ hls: 'stream-1' });
    expect(raw.channelStream).toHaveBeenCalledTimes(1);
    // A second load (a reload after an error, a return to live) asks the API.
    expect(await head.api.channelStream(1, {})).toEqual({ hls: 'stream-2' });
    expect(raw.channel).toHaveBeenCalledTimes(1);
    await head.api.channel?.(1);
    expect(raw.channel).toHaveBeenCalledTimes(2);
  });

  it('never answers an archive position, a preview or another channel with the held live stream', async () => {
    const raw = api();
    const head = withChannelHeadStart(raw);
    head.start(1);
    expect(await head.api.channelStream(1, { ts: 1_700_000_000 })).toEqual({ hls: 'stream-2' });
    expect(await head.api.channelStream(1, { preview: true })).toEqual({ hls: 'stream-3' });
    expect(await head.api.channelStream(2)).toEqual({ hls: 'stream-4' });
    expect(raw.channelStream).toHaveBeenLastCalledWith(2, {});
  });

  it('passes a failed early answer on to the player as its own call would, and leaves none unhandled', async () => {
    const raw = api();
    raw.channelStream.mockRejectedValueOnce(new Error('permission_denied'));
    const head = withChannelHeadStart(raw);
    head.start(1);
    await expect(head.api.channelStream(1)).rejects.toThrow('permission_denied');
  });

  it('works with an API that has no channel call', async () => {
    const { channel: _none, ...rest } = api();
    const head = withChannelHeadStart(rest as OperatorApi);
    head.start(1);
    expect(head.api.channel).toBeUndefined();
    expect(await head.api.channelStream(1)).toEqual({ hls: 'stream-1' });
  });
});
