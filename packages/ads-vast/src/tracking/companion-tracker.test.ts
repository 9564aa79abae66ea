import type { VastCompanion, VastInlineAd } from '../types';
import { companionsOf, trackCompanion } from './companion-tracker';

const banner = (over: Partial<VastCompanion> = {}): VastCompanion => ({
  width: 300,
  height: 250,
  staticResources: [{ url: 'https://cdn/banner.png', creativeType: 'image/png' }],
  iframeResources: [],
  htmlResources: [],
  clickThrough: 'https://brand.example/landing?cb=[CACHEBUSTING]',
  clickTracking: ['https://t/click?c=[ERRORCODE]'],
  tracking: [
    { event: 'creativeView', url: 'https://t/view?ts=[TIMESTAMP]&ifa=[IFA]' },
    { event: 'other', url: 'https://t/other' },
  ],
  ...over,
});

describe('trackCompanion', () => {
  it('fires creativeView once when shown, with every macro filled', () => {
    const sent: string[] = [];
    const tracker = trackCompanion(banner(), { now: () => 0, send: (u) => sent.push(u) });
    tracker.view();
    tracker.view();
    expect(sent).toEqual(['https://t/view?ts=1970-01-01T00%3A00%3A00.000Z&ifa=-1']);
  });

  it('a click fires the click tracking and returns the filled http(s) click-through', () => {
    const sent: string[] = [];
    const tracker = trackCompanion(banner(), { now: () => 0, random: () => 0.25, send: (u) => sent.push(u) });
    expect(tracker.click()).toBe('https://brand.example/landing?cb=25000000');
    expect(sent).toEqual(['https://t/click?c=-2']);
  });

  it('never returns a javascript: click-through', () => {
    const tracker = trackCompanion(banner({ clickThrough: 'javascript:alert(1)' }), {
      now: () => 0,
      send: () => {},
    });
    expect(tracker.click()).toBeUndefined();
  });
});

describe('companionsOf', () => {
  it('lists the companions of every creative in document order', () => {
    const ad = {
      type: 'inline',
      impressions: [],
      errors: [],
      verifications: [],
      extensions: [],
      creatives: [
        { kind: 'linear', universalAdIds: [] },
        {
          kind: 'companion',
          universalAdIds: [],
          companionAds: { companions: [banner({ width: 1 }), banner({ width: 2 })] },
        },
      ],
    } as unknown as VastInlineAd;
    expect(companionsOf(ad).map((c) => c.width)).toEqual([1, 2]);
  });
});
