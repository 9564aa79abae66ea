import type { VastInlineAd } from '../types';
import { createTracker, type TrackerEvent } from './tracker';

const ad: VastInlineAd = {
  type: 'inline',
  id: 'ad-1',
  impressions: ['https://t/imp?cb=[CACHEBUSTING]', 'https://t/imp2?a=[ASSETURI]'],
  errors: ['https://t/err?code=[ERRORCODE]&ts=[TIMESTAMP]'],
  verifications: [],
  extensions: [],
  creatives: [
    {
      kind: 'linear',
      universalAdIds: [],
      linear: {
        duration: 20,
        mediaFiles: [],
        videoClicks: {
          clickThrough: 'https://advertiser/landing?ph=[ADPLAYHEAD]',
          clickTracking: ['https://t/click'],
          customClick: [],
        },
        tracking: [
          'creativeView',
          'start',
          'firstQuartile',
          'midpoint',
          'thirdQuartile',
          'complete',
          'pause',
          'resume',
          'mute',
          'unmute',
          'skip',
        ]
          .map((event) => ({ event, url: `https://t/${event}` }))
          .concat([
            {
              event: 'progress',
              url: 'https://t/progress-3s',
              offset: { kind: 'seconds', value: 3 },
            } as never,
            {
              event: 'progress',
              url: 'https://t/progress-60',
              offset: { kind: 'percent', value: 60 },
            } as never,
          ]),
      },
    },
  ],
};

function setup() {
  const sent: string[] = [];
  const events: TrackerEvent[] = [];
  const tracker = createTracker({
    ad,
    now: () => Date.UTC(2024, 0, 1),
    random: () => 0.5,
    assetUri: 'https://cdn/a.mp4',
    send: (url) => sent.push(url),
    onEvent: (event) => events.push(event),
  });
  return { tracker, sent, events };
}

describe('createTracker', () => {
  it('fires a full view in order, each milestone once', () => {
    const { tracker, sent } = setup();
    tracker.impression();
    tracker.impression();
    for (const t of [0, 1, 3, 5, 5.1, 10, 12, 15, 19.9]) tracker.progress(t);
    tracker.progress(4);
    tracker.complete();
    tracker.complete();
    expect(sent).toEqual([
      'https://t/imp?cb=50000000',
      'https://t/imp2?a=https%3A%2F%2Fcdn%2Fa.mp4',
      'https://t/creativeView',
      'https://t/start',
      'https://t/progress-3s',
      'https://t/firstQuartile',
      'https://t/midpoint',
      'https://t/progress-60',
      'https://t/thirdQuartile',
      'https://t/complete',
    ]);
  });

  it('uses the media duration when the document had none', () => {
    const { tracker, sent } = setup();
    tracker.progress(5, 10);
    expect(sent).toContain('https://t/midpoint');
  });

  it('tracks pause/resume and mute/unmute only on changes', () => {
    const { tracker, sent } = setup();
    tracker.setMuted(false);
    tracker.pause();
    tracker.pause();
    tracker.resume();
    tracker.resume();
    tracker.setMuted(true);
    tracker.setMuted(true);
    tracker.setMuted(false);
    expect(sent).toEqual(['https://t/pause', 'https://t/resume', 'https://t/mute', 'https://t/unmute']);
  });

  it('fires skip once and never after complete', () => {
    const { tracker, sent } = setup();
    tracker.skip();
    tracker.skip();
    expect(sent).toEqual(['https://t/skip']);
    const other = setup();
    other.tracker.complete();
    other.tracker.skip();
    expect(other.sent).toEqual(['https://t/complete']);
  });

  it('fires click tracking on every click and returns the click-through with the playhead', () => {
    const { tracker, sent, events } = setup();
    tracker.progress(2.25);
    expect(tracker.click()).toBe('https://advertiser/landing?ph=00%3A00%3A02.250');
    tracker.click();
    expect(sent.filter((url) => url === 'https://t/click')).toHaveLength(2);
    expect(events.filter((e) => e === 'clickthrough')).toHaveLength(2);
  });

  it('fires the error pixel once with a 3-digit code', () => {
    const { tracker, sent } = setup();
    tracker.error(1205);
    tracker.error(402);
    expect(sent).toEqual(['https://t/err?code=900&ts=2024-01-01T00%3A00%3A00.000Z']);
  });

  it('tells verification vendors once that their script was not run (reason 2)', () => {
    const sent: string[] = [];
    const verified = {
      ...ad,
      verifications: [
        {
          vendor: 'v.com',
          javaScriptResources: [{ url: 'https://v/omid.js', browserOptional: false }],
          tracking: [{ event: 'verificationNotExecuted', url: 'https://v/ne?r=[REASON]' }],
        },
      ],
    };
    const tracker = createTracker({
      ad: verified,
      now: () => 0,
      random: () => 0,
      send: (url) => sent.push(url),
    });
    tracker.impression();
    tracker.impression();
    expect(sent.filter((url) => url.startsWith('https://v/'))).toEqual(['https://v/ne?r=2']);
  });
});
