import { memorySink } from '../../test/analytics-sink';
import {
  CHANNEL_SEARCH_DEBOUNCE_MS,
  createAnalytics,
  FOCUS_DELAY_CHANNEL_MS,
  FOCUS_DELAY_MS,
  REDIRECT_CHECK_MS,
} from './analytics';
import { BATCH_MS } from './batcher';

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

function setup(production = true) {
  const sink = memorySink();
  const analytics = createAnalytics({ sink, timers, production });
  const sent = async () => {
    await vi.advanceTimersByTimeAsync(BATCH_MS);
    return sink.events;
  };
  return { analytics, sink, sent };
}

describe('page analytics and the redirect check (001 §4)', () => {
  it('reports a page once its path held 200 ms, with the step and the last viewer action', async () => {
    const { analytics, sent } = setup();
    analytics.action('click');
    vi.advanceTimersByTime(40);
    analytics.pathChanged('/channels');
    vi.advanceTimersByTime(REDIRECT_CHECK_MS - 1);
    expect(analytics.pending).toBe(0);
    vi.advanceTimersByTime(1);
    expect(await sent()).toEqual([
      { event: 'page', path: '/channels', step: 1, last_action: 'click', last_action_ms_ago: 240 },
    ]);
  });

  it('reports a path the app left by itself within 200 ms as a redirect to where it led', async () => {
    const { analytics, sent } = setup();
    analytics.pathChanged('/row');
    vi.advanceTimersByTime(20);
    analytics.pathChanged('/row/collection');
    vi.advanceTimersByTime(REDIRECT_CHECK_MS);
    expect(await sent()).toEqual([
      { event: 'page', path: '/row/collection', step: 1, redirected_from: '/row' },
    ]);
  });

  it('counts a quick page the viewer left by an action as a page of its own', async () => {
    const { analytics, sent } = setup();
    analytics.pathChanged('/');
    vi.advanceTimersByTime(50);
    analytics.action('key');
    analytics.pathChanged('/search');
    vi.advanceTimersByTime(REDIRECT_CHECK_MS);
    expect((await sent()).map((e) => (e.event === 'page' ? [e.path, e.step] : null))).toEqual([
      ['/', 1],
      ['/search', 2],
    ]);
  });

  it('sends no page outside production, the step counter still counting', async () => {
    const { analytics, sent } = setup(false);
    analytics.pathChanged('/');
    vi.advanceTimersByTime(REDIRECT_CHECK_MS);
    expect(await sent()).toEqual([]);
  });
});

describe('focus and channel search analytics (001 §9)', () => {
  const focus = { event: 'focus' as const, name_template: 'channels', value: 3, source: 'main' };

  it('reports a focus held 500 ms, 100 ms on a channel; a quicker blur reports nothing', async () => {
    const { analytics, sent } = setup();
    const blur = analytics.focus({ ...focus, name_template: 'content-v' }, false);
    vi.advanceTimersByTime(FOCUS_DELAY_MS - 1);
    blur();
    analytics.focus(focus, true);
    vi.advanceTimersByTime(FOCUS_DELAY_CHANNEL_MS);
    analytics.focus({ ...focus, value: 4 }, false);
    vi.advanceTimersByTime(FOCUS_DELAY_MS);
    expect(await sent()).toEqual([focus, { ...focus, value: 4 }]);
  });

  it('reports the channel search 500 ms after the typing stops, once', async () => {
    const { analytics, sent } = setup();
    analytics.channelSearch('o', 9);
    vi.advanceTimersByTime(300);
    analytics.channelSearch('on', 4);
    vi.advanceTimersByTime(300);
    analytics.channelSearch('one ', 1);
    vi.advanceTimersByTime(CHANNEL_SEARCH_DEBOUNCE_MS - 1);
    expect(analytics.pending).toBe(0);
    vi.advanceTimersByTime(1);
    // An emptied box reports nothing.
    analytics.channelSearch('', 12);
    vi.advanceTimersByTime(CHANNEL_SEARCH_DEBOUNCE_MS);
    expect(await sent()).toEqual([{ event: 'channel_search', text: 'one', results: 1 }]);
  });
});
