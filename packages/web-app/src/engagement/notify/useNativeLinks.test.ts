import { describe, expect, it } from 'vitest';
import { externalUrl } from './useNativeLinks';

describe('external links for the native bridge', () => {
  it('hands over only another origin’s http(s) links', () => {
    const origin = 'https://tv.example';
    expect(externalUrl('https://help.example/devices', origin)).toBe('https://help.example/devices');
    expect(externalUrl('/news', origin)).toBeNull();
    expect(externalUrl('https://tv.example/faq', origin)).toBeNull();
    expect(externalUrl('mailto:support@tv.example', origin)).toBeNull();
    expect(externalUrl(null, origin)).toBeNull();
  });
});
