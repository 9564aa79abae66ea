import type { OperatorApi, ScheduleItem } from '@onair/player-sdk';
import { scheduleWindow } from '@onair/player-sdk/timeline';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { guideWindow, guideWindowOf } from '../channels/schedule-window';
import { scheduleQueryKey } from '../channels/useChannelData';
import { type GuideScheduleOptions, withGuideSchedule } from './guide-schedule';

const channel = { id: 7, name: 'Seven', archived_days: 7 } as Parameters<typeof guideWindow>[0];
const guideProgrammes: ScheduleItem[] = [{ id: 1, timestamp: 1_000, duration: 600 }];
const ownProgrammes: ScheduleItem[] = [{ id: 2, timestamp: 2_000, duration: 600 }];

function setup(options: GuideScheduleOptions = {}) {
  const cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const schedule = vi.fn(async (): Promise<ScheduleItem[]> => ownProgrammes);
  const raw = { channelStream: vi.fn(), contentStream: vi.fn(), stat: vi.fn(), schedule } as OperatorApi;
  return { cache, schedule, api: withGuideSchedule(raw, cache, options) };
}

/** The player's window at `nowMs` (the SDK's rule) and the guide's query key for the same moment. */
function windows(nowMs: number) {
  return { player: scheduleWindow(nowMs, channel), key: scheduleQueryKey(7, guideWindow(channel, nowMs)) };
}

describe('withGuideSchedule', () => {
  it("maps the player's window onto the guide's at any second of the hour", () => {
    for (const nowMs of [1_795_093_200_000, 1_795_093_200_999, 1_795_095_000_000, 1_795_096_799_999]) {
      expect(guideWindowOf(scheduleWindow(nowMs, channel))).toEqual(guideWindow(channel, nowMs));
    }
  });

  it("joins the guide's fetch in flight instead of asking the API again", async () => {
    const { cache, schedule, api } = setup();
    const now = Date.now();
    const { player, key } = windows(now);
    let answer: (list: ScheduleItem[]) => void = () => undefined;
    const guide = cache.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<ScheduleItem[]>((r) => (answer = r)),
    });
    const asked = api.schedule(7, player);
    answer(guideProgrammes);
    await guide;
    expect(await asked).toBe(guideProgrammes);
    expect(schedule).not.toHaveBeenCalled();
  });

  it("answers from the guide's copy once it has one", async () => {
    const { cache, schedule, api } = setup();
    const { player, key } = windows(Date.now());
    cache.setQueryData(key, guideProgrammes);
    expect(await api.schedule(7, player)).toBe(guideProgrammes);
    expect(schedule).not.toHaveBeenCalled();
  });

  it('asks the API itself when the guide has no query for that window', async () => {
    const { cache, schedule, api } = setup();
    const { player } = windows(Date.now());
    cache.setQueryData(scheduleQueryKey(8, guideWindowOf(player)), guideProgrammes);
    const signal = new AbortController().signal;
    expect(await api.schedule(7, player, { signal })).toBe(ownProgrammes);
    expect(schedule).toHaveBeenCalledWith(7, player, { signal });
  });

  it("asks the API itself when the guide's fetch fails, and leaves the guide's query as it was", async () => {
    const { cache, schedule, api } = setup();
    const { player, key } = windows(Date.now());
    let fail: (error: Error) => void = () => undefined;
    const guide = cache
      .fetchQuery({
        queryKey: key,
        queryFn: () => new Promise<ScheduleItem[]>((_, reject) => (fail = reject)),
      })
      .catch(() => 'failed');
    const asked = api.schedule(7, player);
    fail(new Error('schedule 503'));
    expect(await guide).toBe('failed');
    expect(await asked).toBe(ownProgrammes);
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(cache.getQueryState(key)).toMatchObject({ status: 'error', fetchStatus: 'idle' });
  });

  it("stops waiting for the guide when the player's call is aborted", async () => {
    const { cache, schedule, api } = setup();
    const { player, key } = windows(Date.now());
    void cache.fetchQuery({ queryKey: key, queryFn: () => new Promise<ScheduleItem[]>(() => undefined) });
    const abort = new AbortController();
    const asked = api.schedule(7, player, { signal: abort.signal });
    abort.abort();
    await asked;
    // The player's own call carries the aborted signal: the SDK's loader sees the abort as it always did.
    expect(schedule).toHaveBeenCalledWith(7, player, { signal: abort.signal });
  });

  it('holds the call until `hold` lets it go, then asks', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { schedule, api } = setup({ hold: () => held });
    const { player } = windows(Date.now());
    const asked = api.schedule(7, player);
    await Promise.resolve();
    await Promise.resolve();
    expect(schedule).not.toHaveBeenCalled();
    release();
    expect(await asked).toBe(ownProgrammes);
    expect(schedule).toHaveBeenCalledTimes(1);
  });

  it("starts the page's query when it is only waiting (held by its page), so both share its one answer", async () => {
    const guideFn = vi.fn(async () => guideProgrammes);
    const { cache, schedule, api } = setup({
      guideQuery: (id, window) => ({ queryKey: scheduleQueryKey(id, window), queryFn: guideFn }),
    });
    const { player, key } = windows(Date.now());
    // The page's observer, disabled until the first frame: the query is there, never asked.
    const { QueryObserver } = await import('@tanstack/react-query');
    const observer = new QueryObserver(cache, { queryKey: key, queryFn: guideFn, enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(cache.getQueryState(key)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    expect(await api.schedule(7, player)).toBe(guideProgrammes);
    expect(guideFn).toHaveBeenCalledTimes(1);
    expect(schedule).not.toHaveBeenCalled();
    // The page, let go, finds the answer in the cache instead of asking again.
    observer.setOptions({ queryKey: key, queryFn: guideFn, enabled: true, staleTime: 60_000 });
    expect(observer.getCurrentResult().data).toBe(guideProgrammes);
    expect(guideFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("asks the API itself when the page's query, started from here, fails", async () => {
    const { cache, schedule, api } = setup({
      guideQuery: (id, window) => ({
        queryKey: scheduleQueryKey(id, window),
        queryFn: async () => Promise.reject(new Error('no programmes')),
      }),
    });
    const { player, key } = windows(Date.now());
    const { QueryObserver } = await import('@tanstack/react-query');
    const unsubscribe = new QueryObserver(cache, { queryKey: key, enabled: false }).subscribe(
      () => undefined,
    );
    expect(await api.schedule(7, player)).toBe(ownProgrammes);
    expect(schedule).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
