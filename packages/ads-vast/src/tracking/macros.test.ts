import { cacheBuster, fillMacros, vastErrorCodeForUrl } from './macros';

const now = () => Date.UTC(2024, 0, 2, 3, 4, 5, 678);

describe('VAST macros', () => {
  it('fills every supported macro, encoded', () => {
    const url = fillMacros(
      'https://t/e?c=[ERRORCODE]&cb=[CACHEBUSTING]&ts=[TIMESTAMP]&ph=[ADPLAYHEAD]&a=[ASSETURI]&x=[UNKNOWN]',
      { now, random: () => 0.00012, errorCode: 402, adPlayhead: 5.5, assetUri: 'https://cdn/ad.mp4?q=1' },
    );
    expect(url).toBe(
      'https://t/e?c=402&cb=00012000&ts=2024-01-02T03%3A04%3A05.678Z&ph=00%3A00%3A05.500&a=https%3A%2F%2Fcdn%2Fad.mp4%3Fq%3D1&x=-1',
    );
  });

  it('a macro we fill but that does not apply to this URL is -2 (IAB "not applicable")', () => {
    expect(fillMacros('https://t/e?c=[ERRORCODE]&ph=[ADPLAYHEAD]&r=[REASON]&a=[ASSETURI]', { now })).toBe(
      'https://t/e?c=-2&ph=-2&r=-2&a=-2',
    );
  });

  it('a macro this player does not know or tell is -1 (IAB "unknown"), plain or with encoded brackets', () => {
    const url = fillMacros(
      'https://t/i?ifa=[IFA]&ip=[DEVICEIP]&g=[GDPRCONSENT]&b=%5BBREAKPOSITION%5D&cb=%5bCACHEBUSTING%5d&p=[PAGE_URL2]',
      { now, random: () => 0.5 },
    );
    expect(url).toBe('https://t/i?ifa=-1&ip=-1&g=-1&b=-1&cb=50000000&p=-1');
    expect(url).not.toMatch(/\[|\]|%5B|%5D/i);
  });

  it('leaves brackets that are not macros alone (JSON-ish query values, lower-case words)', () => {
    expect(fillMacros('https://t/e?list=[1,2]&tag=[abc]', { now })).toBe('https://t/e?list=[1,2]&tag=[abc]');
  });

  it.each([
    [100, 100],
    [303, 303],
    [999, 999],
    [1005, 900],
    [1205, 900],
    [42, 900],
  ])('[ERRORCODE] for %i is %i', (code, sent) => {
    expect(vastErrorCodeForUrl(code)).toBe(sent);
  });

  it('makes 8-digit cache busters', () => {
    expect(cacheBuster(() => 0)).toBe('00000000');
    expect(cacheBuster(() => 0.999999999)).toBe('99999999');
    expect(cacheBuster(() => 0.5)).toHaveLength(8);
  });
});
