import { describe, expect, it } from 'vitest';
import { chooseAds, defaultContentAds } from './ad-info';
import { streamKnobs } from './knobs';

const origin = 'http://api.test:1';
const fallback = () => defaultContentAds(origin);

describe('chooseAds', () => {
  it('gives the default rolls only to records with ads', () => {
    expect(chooseAds(undefined, false, fallback, origin)).toBeUndefined();
    const ads = chooseAds(undefined, true, fallback, origin)!;
    expect(ads.pre_roll[0]).toEqual({
      url: 'http://api.test:1/vast/inline?skipoffset=5&tag=pre_roll',
      step: 1,
      aliases: ['onair-demo'],
    });
    expect(ads.middle_roll_points).toEqual([
      { position: 10_000, urls: ['http://api.test:1/vast/pod?count=3&tag=middle_roll'] },
    ]);
  });

  it('lets the knob switch ads off or replace them by a pre-roll of the asked tags', () => {
    expect(chooseAds('none', true, fallback, origin)).toBeUndefined();
    const ads = chooseAds(['wrapper', 'v1'], false, fallback, origin)!;
    expect(ads.pre_roll.map((item) => item.url)).toEqual([
      'http://api.test:1/vast/wrapper?depth=2&tag=pre_roll',
      'http://api.test:1/vast/v1?tag=pre_roll',
    ]);
    expect([ads.middle_roll, ads.post_roll, ads.post_pause_roll]).toEqual([[], [], []]);
    expect(ads.max_advertising).toBe(2);
  });
});

describe('streamKnobs', () => {
  it.each([
    [{ ads: 'none' }, true],
    [{ ads: 'broken,inline,slow' }, true],
    [{ ads: 'inline,inline,inline,inline,inline,inline' }, false],
    [{ ads: 'popup' }, false],
    [{ fault: '404once-t1' }, true],
    [{ fault: 'a/b' }, false],
    [{ drm_fail: '500' }, true],
    [{ drm_fail: '404' }, false],
  ])('%j valid: %s', (query, valid) => {
    expect(streamKnobs.safeParse(query).success).toBe(valid);
  });
});
