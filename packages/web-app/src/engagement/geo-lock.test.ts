import { describe, expect, it } from 'vitest';
import { openWhileBlocked } from './geo-lock';

describe('pages reachable while region-blocked (000 §2)', () => {
  it('opens exactly the listed pages and their sub-paths', () => {
    for (const path of [
      '/geo_lock',
      '/agreement',
      '/privacy',
      '/rules',
      '/rules/promo',
      '/terms',
      '/provider/onair',
      '/promo',
      '/packet/3',
      '/packets/2',
      '/gift',
      '/news',
      '/news/1',
      '/faq',
      '/app_store',
    ]) {
      expect(openWhileBlocked(path), path).toBe(true);
    }
    for (const path of ['/', '/channels', '/contents/1', '/lk', '/newsletter', '/instructions', '/search']) {
      expect(openWhileBlocked(path), path).toBe(false);
    }
  });
});
