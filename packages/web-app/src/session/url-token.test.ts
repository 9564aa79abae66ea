import { consumedUrlToken, consumeUrlToken, splitUrlToken } from './url-token';

describe('splitUrlToken', () => {
  it.each([
    [
      'https://tv.example/channels/1?access_token=abc&lang=ru#t',
      'abc',
      'https://tv.example/channels/1?lang=ru#t',
    ],
    ['https://tv.example/?token=old', 'old', 'https://tv.example/'],
    ['https://tv.example/?token=b&access_token=a', 'a', 'https://tv.example/'],
    ['https://tv.example/?access_token=', null, 'https://tv.example/'],
    ['https://tv.example/?lang=ru', null, null],
  ])('%s → token %s, address %s', (href, token, cleanHref) => {
    expect(splitUrlToken(href)).toEqual({ token, cleanHref });
  });
});

// Issue 21 item 2: before the fix the token stayed in the address bar for the whole visit (shared
// links and the Referer carried it); replaceState was never called.
describe('consumeUrlToken', () => {
  it('removes the token from the address with replaceState and keeps it in memory', () => {
    const calls: string[] = [];
    const page = {
      location: { href: 'https://tv.example/content_embed/5?access_token=s3cret&ts=10' },
      history: {
        state: { idx: 1 },
        replaceState: (_s: unknown, _u: string, url?: string | URL | null) => calls.push(String(url)),
      },
    };
    expect(consumeUrlToken(page)).toBe('s3cret');
    expect(calls).toEqual(['https://tv.example/content_embed/5?ts=10']);
    expect(consumedUrlToken()).toBe('s3cret');
  });
});
