import { describe, expect, it } from 'vitest';
import { isPrerenderAgent, mayBeModalPage, modalPageState, showsAsModalPage } from './page-modes';

describe('page modes (001 §2)', () => {
  it('opens content and person pages as modal pages only when a link asked for it', () => {
    const state = modalPageState();
    expect(showsAsModalPage({ pathname: '/contents/film-101', state }, false)).toBe(true);
    expect(showsAsModalPage({ pathname: '/persons/anna-201', state }, false)).toBe(true);
    // From an address: no list underneath, a full page.
    expect(showsAsModalPage({ pathname: '/contents/film-101', state: null }, false)).toBe(false);
    // Only content and person pages are modal pages.
    expect(showsAsModalPage({ pathname: '/channels', state }, false)).toBe(false);
    expect([mayBeModalPage('/contents/'), mayBeModalPage('/contents/a/b')]).toEqual([false, true]);
  });

  it('marks a page opened from the similar list', () => {
    expect(modalPageState(true)).toEqual({ modalPage: true, isSimilar: true });
    expect(modalPageState()).toEqual({ modalPage: true });
  });

  it('gives a crawler plain pages', () => {
    expect(showsAsModalPage({ pathname: '/contents/film-101', state: modalPageState() }, true)).toBe(false);
  });

  it('recognises prerender services and crawlers, not a headless browser', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36 Prerender (+https://github.com/prerender/prerender)',
      'TelegramBot (like TwitterBot)',
    ]) {
      expect(isPrerenderAgent(ua), ua).toBe(true);
    }
    for (const ua of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      '',
    ]) {
      expect(isPrerenderAgent(ua), ua).toBe(false);
    }
    expect(isPrerenderAgent(undefined)).toBe(false);
  });
});
