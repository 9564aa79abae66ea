import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channel, NOW_S, schedule, setup } from '../../test/timeline-controller-setup';
import type { OperatorApi, ScheduleItem } from '../api/operator-api';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW_S * 1000);
});
afterEach(() => vi.useRealTimers());

describe('timeline controller', () => {
  it('loads the §9 window and tracks the live programme', async () => {
    const { timeline, calls, events } = setup();
    await timeline.open(channel);
    expect(calls).toEqual([{ start: NOW_S - 7 * 86_400, end: NOW_S + 259_200 }]);
    expect(timeline.streamRequestFor({ kind: 'live' })).toEqual({ kind: 'live' });
    timeline.streamLoaded({ mode: 'live', stream: { hls: 'live.m3u8' } });
    timeline.update({ mediaTimeS: 100, behindLiveS: 6 });
    const state = timeline.getState();
    expect(state).toMatchObject({
      channelId: 7,
      scheduleStatus: 'ready',
      isLive: true,
      isArchive: false,
      canScrub: true,
      canPause: true,
      positionMs: (NOW_S - 6) * 1000,
      programme: { id: 'p0', title: 'Programme 0', ended: false },
      warnings: [],
    });
    expect(state.progress).toBeCloseTo(1794 / 3600);
    expect(timeline.wallClock()?.getTime()).toBe((NOW_S - 6) * 1000);
    expect(events.programmechange?.at(-1)?.current?.id).toBe('p0');
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('moves to the next programme live without any reload', async () => {
    const { timeline, events } = setup();
    await timeline.open(channel);
    timeline.streamLoaded({ mode: 'live', stream: {} });
    vi.setSystemTime((NOW_S + 1800) * 1000);
    expect(timeline.update({ mediaTimeS: 0 })).toBeNull();
    expect(timeline.getState().programme?.id).toBe('p1');
    expect(events.programmechange?.map((e) => e.current?.id)).toEqual(['p0', 'p1']);
  });

  it('answers programme requests with ts = programme start, and position requests rounded', async () => {
    const { timeline } = setup();
    await timeline.open(channel);
    expect(timeline.streamRequestFor({ kind: 'programme', id: 'p-1' })).toMatchObject({
      kind: 'archive',
      ts: NOW_S - 5400,
    });
    expect(timeline.streamRequestFor({ kind: 'position', timeSec: NOW_S - 1234 })).toMatchObject({
      kind: 'archive',
      ts: NOW_S - 1240,
    });
    expect(timeline.streamRequestFor({ kind: 'position', timeSec: NOW_S - 12 })).toEqual({ kind: 'live' });
    expect(timeline.streamRequestFor({ kind: 'programme', id: 'p1' })).toEqual({
      kind: 'refused',
      key: 'error_schedule_from_future',
    });
    expect(timeline.streamRequestFor({ kind: 'programme', id: 'p-2' })).toEqual({
      kind: 'refused',
      key: 'error_schedule_copyright_banned',
    });
    expect(() => timeline.streamRequestFor({ kind: 'programme', id: 'nope' })).toThrow(
      /not in the loaded schedule/,
    );
  });

  it('crosses an archive programme boundary into the next programme once', async () => {
    const { timeline, events } = setup();
    await timeline.open(channel);
    const start = NOW_S - 5400; // p-1
    const { startOffsetS } = timeline.streamLoaded({
      mode: 'archive',
      ts: start + 600,
      stream: {
        stream_info: { programme_id: 'p-1', start, end: start + 3600, offset: 600, is_archive: true },
      },
    });
    expect(startOffsetS).toBe(600);
    expect(timeline.update({ mediaTimeS: 3599 })).toBeNull();
    expect(timeline.getState()).toMatchObject({ isArchive: true, programme: { id: 'p-1', ended: true } });
    const decision = timeline.update({ mediaTimeS: 3600 });
    // p0 is on air but started 30 min ago, so it continues from its start in the archive.
    expect(decision).toMatchObject({ kind: 'archive', ts: NOW_S - 1800, programme: { id: 'p0' } });
    expect(events.boundary).toHaveLength(1);
    expect(timeline.update({ mediaTimeS: 3601 })).toBeNull();
    expect(events.boundary).toHaveLength(1);
    expect(events.programmechange?.at(-1)?.current?.id).toBe('p0');
  });

  it('skips ×3 into one apply 30 s later, then resumes play', async () => {
    const { timeline, events } = setup();
    await timeline.open(channel);
    const start = NOW_S - 5400;
    timeline.streamLoaded({ mode: 'archive', ts: start, stream: { stream_info: { start, offset: 0 } } });
    timeline.update({ mediaTimeS: 100 });
    for (let i = 0; i < 3; i++) timeline.skip(1);
    expect(timeline.getState().skipPending).toEqual({ steps: 3, targetSec: start + 130 });
    vi.advanceTimersByTime(500);
    expect(events.skip).toEqual([
      { targetSec: start + 130, decision: { kind: 'archive', ts: start + 130, programme: schedule[2] } },
    ]);
    expect(timeline.seekTimeFor(start + 130)).toBe(130);
    expect(timeline.seekTimeFor(start + 3600)).toBeNull();
    vi.advanceTimersByTime(400);
    expect(events.resumeplay).toHaveLength(1);
    expect(timeline.getState().skipPending).toBeNull();
  });

  it('steps whole programmes back from live, stacked into one load, over a catch-up ban', async () => {
    const { timeline, events } = setup();
    await timeline.open(channel);
    timeline.streamLoaded({ mode: 'live', stream: { hls: 'live.m3u8' } });
    timeline.update({ mediaTimeS: 100, behindLiveS: 6 });
    expect(timeline.getState().programmeStep).toEqual({
      pending: null,
      canStepBack: true,
      canStepForward: false,
    });
    expect(timeline.stepProgramme(-1)).toBe(true);
    expect(timeline.stepProgramme(-1)).toBe(true);
    // p-2 is banned: the second press lands on p-3 and the viewer sees its name before anything loads.
    expect(timeline.getState().programmeStep.pending).toMatchObject({
      id: 'p-3',
      title: 'Programme -3',
      live: false,
    });
    expect(events.skip).toBeUndefined();
    vi.advanceTimersByTime(500);
    const start = NOW_S - 1800 - 3 * 3600;
    expect(events.skip).toHaveLength(1);
    expect(events.skip?.[0]).toMatchObject({ targetSec: start, decision: { kind: 'archive', ts: start } });
    expect(timeline.getState().programmeStep.pending).toBeNull();
  });

  it('refuses skip and pause on live without archive', async () => {
    const { timeline, events } = setup();
    await timeline.open({ ...channel, archived_days: 0 });
    timeline.streamLoaded({ mode: 'live', stream: {} });
    expect(timeline.skip(1)).toEqual({ accepted: false, reason: 'not_archive' });
    expect(timeline.pause()).toEqual({ ok: false, key: 'warning_archive_no_pause' });
    expect(events.warning).toEqual([{ key: 'warning_archive_no_pause' }]);
    expect(timeline.getState()).toMatchObject({ canPause: false, warnings: ['warning_archive_no_pause'] });
  });

  it('retries the schedule 5 × 3 s, logs each failure, then warns warning_no_program', async () => {
    const { timeline, api, log, events } = setup(async () => Promise.reject(new Error('502')));
    const opened = timeline.open(channel);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(api.schedule).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    await opened;
    expect(api.schedule).toHaveBeenCalledTimes(5);
    expect(log).toHaveBeenCalledTimes(5);
    expect(events.warning).toEqual([{ key: 'warning_no_program' }]);
    expect(timeline.getState()).toMatchObject({
      scheduleStatus: 'failed',
      programme: null,
      warnings: ['warning_no_program'],
    });
  });

  it('scrubs inside the current programme through the §4 clamps', async () => {
    const { timeline } = setup();
    await timeline.open(channel);
    timeline.streamLoaded({ mode: 'live', stream: {} });
    timeline.update({ mediaTimeS: 0 });
    expect(timeline.scrub(601)).toMatchObject({ kind: 'archive', ts: NOW_S - 1800 + 600 });
    expect(timeline.scrub(1790)).toEqual({ kind: 'live' });
    timeline.hover(0.25);
    expect(timeline.getState().bar?.hover?.timeSec).toBe(NOW_S - 900);
  });

  it('a new channel aborts the old schedule load; destroy is idempotent and silences events', async () => {
    let resolveFirst: (items: ScheduleItem[]) => void = () => undefined;
    const { timeline, outer, events } = setup(
      vi
        .fn<OperatorApi['schedule']>()
        .mockImplementationOnce(
          () =>
            new Promise((r) => {
              resolveFirst = r;
            }),
        )
        .mockResolvedValue(schedule),
    );
    const first = timeline.open(channel);
    await timeline.open({ ...channel, id: 8 });
    resolveFirst([]);
    await first;
    expect(timeline.getState()).toMatchObject({ channelId: 8, scheduleStatus: 'ready' });
    outer.abort();
    timeline.destroy();
    timeline.destroy();
    timeline.streamLoaded({ mode: 'live', stream: {} });
    expect(timeline.update({ mediaTimeS: 0 })).toBeNull();
    expect(events.warning).toBeUndefined();
  });
});
