import { createFakeHost, type MediaBehaviour } from '../../test/fake-ad-host';
import {
  BASE,
  createFakeFetch,
  inlineXml,
  type Route,
  vastXml,
  wrapperXml,
} from '../../test/fake-vast-server';
import { createErrorLog } from '../error-log/error-log';
import { createRollRunner } from './roll-runner';
import type { AdAnalyticsEvent, AdBreakState, RollSummary } from './types';

function setup(routes: Record<string, Route>, media: Record<string, MediaBehaviour> = {}) {
  const fetch = createFakeFetch(routes);
  const { host, played, signals } = createFakeHost(media);
  const pixels: string[] = [];
  const analytics: AdAnalyticsEvent[] = [];
  const clicks: string[] = [];
  const errorLog = createErrorLog({ storage: null, now: () => Date.now() });
  const runner = createRollRunner({
    host,
    fetch,
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
    send: (url) => pixels.push(url),
    random: () => 0.5,
    errorLog,
    onAnalytics: (event) => analytics.push(event),
    onClickThrough: (url) => clicks.push(url),
  });
  const states: AdBreakState[] = [];
  runner.subscribe((state) => states.push(state));
  return { runner, fetch, played, signals, pixels, analytics, clicks, errorLog, states };
}

/** Runs the roll on fake timers and reports how long it took in fake time. */
async function runFor(promise: Promise<RollSummary>, budgetMs: number) {
  const start = Date.now();
  let summary: RollSummary | undefined;
  promise.then((value) => {
    summary = value;
  });
  for (let spent = 0; spent < budgetMs && !summary; spent += 100) await vi.advanceTimersByTimeAsync(100);
  return { summary, elapsed: Date.now() - start };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2024, 0, 1));
});
afterEach(() => {
  vi.useRealTimers();
});

const pod2 = vastXml(inlineXml({ id: 'second', sequence: 2 }), inlineXml({ id: 'first', sequence: 1 }));

describe('createRollRunner', () => {
  it('reports one request per tag and a fill for each tag that answered an ad (the fill rate)', async () => {
    const { runner, analytics } = setup({ [`${BASE}pod`]: pod2, [`${BASE}empty`]: vastXml() });
    await runFor(runner.run({ roll: 'pre_roll', tags: [`${BASE}empty`, `${BASE}pod`] }), 60_000);
    const asked = analytics
      .filter((a) => a.event === 'request' || a.event === 'fill')
      .map((a) => [a.event, a.tagUrl]);
    expect(asked).toEqual([
      ['request', `${BASE}empty`],
      ['request', `${BASE}pod`],
      ['fill', `${BASE}pod`],
    ]);
    expect(analytics.filter((a) => a.event === 'start')).toHaveLength(2);
  });

  it('plays a pod of 2 in sequence and tracks each ad in order', async () => {
    const { runner, pixels, played, states } = setup({ [`${BASE}pod`]: pod2 });
    const { summary } = await runFor(runner.run({ roll: 'pre_roll', tags: [`${BASE}pod`] }), 60_000);
    expect(summary).toEqual({ roll: 'pre_roll', outcome: 'completed', played: 2, failed: [] });
    expect(played).toEqual(['https://cdn.test/first.mp4', 'https://cdn.test/second.mp4']);
    const track = (id: string) =>
      ['imp', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'].map(
        (e) => `https://px.test/${e}?ad=${id}`,
      );
    expect(pixels).toEqual([...track('first'), ...track('second')]);
    expect(states.some((s) => s.adIndex === 2 && s.adCount === 2 && s.playing && s.roll === 'pre_roll')).toBe(
      true,
    );
    expect(states.find((s) => s.playing && s.currentTime === 4)?.remaining).toBe(6);
    expect(runner.getState().active).toBe(false);
  });

  it('falls through from a broken first ad to the second', async () => {
    const { runner, pixels, errorLog, analytics } = setup(
      {
        [`${BASE}broken`]: vastXml(inlineXml({ id: 'broken', media: 'https://cdn.test/404.mp4' })),
        [`${BASE}good`]: vastXml(inlineXml({ id: 'good' })),
      },
      { 'https://cdn.test/404.mp4': { error: 401 } },
    );
    const { summary } = await runFor(
      runner.run({ roll: 'middle_roll', tags: [`${BASE}broken`, `${BASE}good`] }),
      60_000,
    );
    expect(summary).toMatchObject({ outcome: 'completed', played: 1, failed: [401] });
    expect(pixels).toContain('https://px.test/err?ad=broken&code=401');
    expect(pixels).toContain('https://px.test/complete?ad=good');
    expect(errorLog.list()).toEqual([
      expect.objectContaining({ code: 401, adId: 'broken', url: `${BASE}broken` }),
    ]);
    expect(analytics.map((a) => a.event)).toContain('error_load_401');
  });

  it('plays a pod whose ads come through wrappers as a pod', async () => {
    const { runner, played } = setup({
      [`${BASE}pod`]: vastXml(
        wrapperXml({ id: 'W2', tag: 'two', sequence: 2 }),
        wrapperXml({ id: 'W1', tag: 'one', sequence: 1 }),
      ),
      [`${BASE}one`]: vastXml(inlineXml({ id: 'one' })),
      [`${BASE}two`]: vastXml(inlineXml({ id: 'two' })),
    });
    const { summary } = await runFor(runner.run({ roll: 'pre_roll', tags: [`${BASE}pod`] }), 60_000);
    expect(summary).toEqual({ roll: 'pre_roll', outcome: 'completed', played: 2, failed: [] });
    expect(played).toEqual(['https://cdn.test/one.mp4', 'https://cdn.test/two.mp4']);
  });

  it('plays a stand-alone ad in the slot of a pod wrapper that found no ad (fallbackOnNoAd)', async () => {
    const { runner, played, pixels } = setup({
      [`${BASE}pod`]: vastXml(
        inlineXml({ id: 'two', sequence: 2 }),
        wrapperXml({ id: 'W', tag: 'empty', sequence: 1 }),
        inlineXml({ id: 'standby' }),
      ),
      [`${BASE}empty`]: vastXml(),
    });
    const { summary } = await runFor(runner.run({ roll: 'pre_roll', tags: [`${BASE}pod`] }), 60_000);
    expect(summary).toEqual({ roll: 'pre_roll', outcome: 'completed', played: 2, failed: [303] });
    expect(played).toEqual(['https://cdn.test/standby.mp4', 'https://cdn.test/two.mp4']);
    expect(pixels[0]).toBe('https://px.test/err?ad=W&code=303');
  });

  it('resolves within the timeout bounds when every ad fails, with the right error pixels', async () => {
    const { runner, pixels } = setup(
      {
        [`${BASE}wrapper-to-slow`]: vastXml(wrapperXml({ id: 'W', tag: 'slow' })),
        [`${BASE}slow`]: 'hang',
        [`${BASE}stuck`]: vastXml(inlineXml({ id: 'stuck', media: 'https://cdn.test/stuck.mp4' })),
        [`${BASE}flash`]: vastXml(inlineXml({ id: 'flash', type: 'video/x-flv' })),
        [`${BASE}garbage`]: '<VAST version="4.2"><Ad>',
      },
      { 'https://cdn.test/stuck.mp4': 'hang' },
    );
    const tags = ['wrapper-to-slow', 'missing', 'stuck', 'flash', 'garbage'].map((t) => `${BASE}${t}`);
    const { summary, elapsed } = await runFor(runner.run({ roll: 'pre_roll', tags }), 60_000);
    expect(summary).toEqual({
      roll: 'pre_roll',
      outcome: 'failed',
      played: 0,
      failed: [301, 1012, 402, 403, 100],
    });
    // 5 s wrapper deadline + 8 s media deadline, nothing more.
    expect(elapsed).toBeLessThanOrEqual(13_100);
    expect(pixels).toEqual([
      'https://px.test/err?ad=W&code=301',
      'https://px.test/err?ad=stuck&code=402',
      'https://px.test/err?ad=flash&code=403',
    ]);
  });

  it('finishes the run when max_advertising is reached', async () => {
    const { runner, played, fetch } = setup({
      [`${BASE}pod3`]: vastXml(...[1, 2, 3].map((n) => inlineXml({ id: `p${n}`, sequence: n }))),
      [`${BASE}more`]: vastXml(inlineXml({ id: 'more' })),
    });
    const { summary } = await runFor(
      runner.run({ roll: 'pre_roll', tags: [`${BASE}pod3`, `${BASE}more`], maxAdvertising: 2 }),
      60_000,
    );
    expect(summary).toMatchObject({ outcome: 'completed', played: 2 });
    expect(played).toEqual(['https://cdn.test/p1.mp4', 'https://cdn.test/p2.mp4']);
    expect(fetch.requests).toEqual([`${BASE}pod3`]);
  });

  it('cools rolls down for 5 s after a roll where every ad failed', async () => {
    const { runner, fetch } = setup({ [`${BASE}ok`]: vastXml(inlineXml({ id: 'ok' })) });
    const failed = await runFor(runner.run({ roll: 'pre_roll', tags: [`${BASE}missing`] }), 1000);
    expect(failed.summary?.outcome).toBe('failed');
    vi.advanceTimersByTime(4000);
    expect(await runner.run({ roll: 'middle_roll', tags: [`${BASE}ok`] })).toEqual({
      roll: 'middle_roll',
      outcome: 'cooldown',
      played: 0,
      failed: [],
    });
    expect(fetch.requests).toEqual([`${BASE}missing`]);
    vi.advanceTimersByTime(1000);
    const later = await runFor(runner.run({ roll: 'middle_roll', tags: [`${BASE}ok`] }), 60_000);
    expect(later.summary).toMatchObject({ outcome: 'completed', played: 1 });
  });

  it('skips only once the skip offset is reached', async () => {
    const { runner, pixels, states } = setup({
      [`${BASE}skippable`]: vastXml(inlineXml({ id: 's', skipoffset: '00:00:05' })),
    });
    const pending = runner.run({ roll: 'pre_roll', tags: [`${BASE}skippable`] });
    await vi.advanceTimersByTimeAsync(3300);
    expect(runner.getState().skippableIn).toBe(2);
    expect(runner.skip()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runner.getState().skippableIn).toBe(0);
    expect(runner.skip()).toBe(true);
    expect(await pending).toMatchObject({ outcome: 'completed', played: 1 });
    expect(pixels).toContain('https://px.test/skip?ad=s');
    expect(pixels).not.toContain('https://px.test/complete?ad=s');
    expect(states.some((s) => s.skippableIn === 5)).toBe(true);
  });

  it('gives up on a slow wrapper after 5 s and plays the next tag', async () => {
    const { runner, pixels } = setup({
      [`${BASE}w`]: vastXml(wrapperXml({ id: 'W', tag: 'slow' })),
      [`${BASE}slow`]: { delayMs: 30_000, body: vastXml(inlineXml({ id: 'late' })) },
      [`${BASE}next`]: vastXml(inlineXml({ id: 'next' })),
    });
    const pending = runner.run({ roll: 'post_roll', tags: [`${BASE}w`, `${BASE}next`] });
    await vi.advanceTimersByTimeAsync(5000);
    expect(pixels).toEqual(['https://px.test/err?ad=W&code=301']);
    const { summary } = await runFor(pending, 60_000);
    expect(summary).toMatchObject({ outcome: 'completed', played: 1, failed: [301] });
  });

  it('pauses without timing out, resumes, and tracks the click-through', async () => {
    const { runner, pixels, clicks } = setup({ [`${BASE}ad`]: vastXml(inlineXml({ id: 'a' })) });
    const pending = runner.run({ roll: 'post_pause_roll', tags: [`${BASE}ad`] });
    await vi.advanceTimersByTimeAsync(2300);
    expect(runner.click()).toBe('https://advertiser.test/a');
    expect(clicks).toEqual(['https://advertiser.test/a']);
    runner.pause();
    expect(runner.getState().paused).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    runner.resume();
    const { summary } = await runFor(pending, 60_000);
    expect(summary).toMatchObject({ played: 1, failed: [] });
    expect(pixels.filter((p) => /click|pause|resume/.test(p))).toEqual([
      'https://px.test/click?ad=a',
      'https://px.test/pause?ad=a',
      'https://px.test/resume?ad=a',
    ]);
  });

  // Issue 21 item 6: before the fix a javascript: click-through was returned and passed to onClickThrough.
  it.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses the click-through %s as ad error 1022 and the ad plays on',
    async (target) => {
      const xml = vastXml(inlineXml({ id: 'a' })).replace('https://advertiser.test/a', target);
      const { runner, pixels, clicks, analytics, errorLog, states } = setup({ [`${BASE}ad`]: xml });
      const pending = runner.run({ roll: 'pre_roll', tags: [`${BASE}ad`] });
      await vi.advanceTimersByTimeAsync(2300);
      expect(states.some((s) => s.clickThroughUrl !== undefined)).toBe(false);
      expect(runner.click()).toBeUndefined();
      expect(clicks).toEqual([]);
      // [ERRORCODE] carries 3-digit VAST codes only: the ad server hears 900 (undefined error).
      expect(pixels).toContain('https://px.test/err?ad=a&code=900');
      expect(analytics.map((a) => a.event)).toContain('error_1022');
      expect(errorLog.list().map((e) => e.code)).toEqual([1022]);
      const { summary } = await runFor(pending, 60_000);
      expect(summary).toMatchObject({ outcome: 'completed', played: 1, failed: [] });
    },
  );

  it('aborts a running roll: the ad stops and the run resolves', async () => {
    const { runner, signals } = setup({ [`${BASE}ad`]: vastXml(inlineXml({ id: 'a' })) });
    const pending = runner.run({ roll: 'pre_roll', tags: [`${BASE}ad`, `${BASE}ad`] });
    await vi.advanceTimersByTimeAsync(1500);
    expect(await runner.run({ roll: 'middle_roll', tags: [`${BASE}ad`] })).toMatchObject({ outcome: 'busy' });
    runner.abort();
    expect(await pending).toMatchObject({ outcome: 'aborted', played: 0, failed: [] });
    expect(signals[0]?.aborted).toBe(true);
    runner.destroy();
    runner.destroy();
    expect(await runner.run({ roll: 'pre_roll', tags: [`${BASE}ad`] })).toMatchObject({ outcome: 'aborted' });
  });

  it('treats an autoplay-blocked ad as a failure and resolves', async () => {
    const { runner, pixels } = setup(
      { [`${BASE}ad`]: vastXml(inlineXml({ id: 'a' })) },
      { 'https://cdn.test/a.mp4': { error: 1205, afterMs: 0 } },
    );
    const { summary } = await runFor(runner.run({ roll: 'pre_roll', tags: [`${BASE}ad`] }), 5000);
    expect(summary).toMatchObject({ outcome: 'failed', failed: [1205] });
    expect(pixels).toEqual(['https://px.test/err?ad=a&code=900']);
  });

  it('returns at once for an empty roll', async () => {
    const { runner } = setup({});
    expect(await runner.run({ roll: 'pre_roll', tags: [] })).toMatchObject({ outcome: 'empty' });
  });
});
