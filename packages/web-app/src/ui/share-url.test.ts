import { shareableUrl } from './share-url';

// Issue 21 item 2: before the fix the share button copied window.location.href as it was, token included.
describe('shareableUrl', () => {
  it.each([
    ['https://tv.example/channels/3?access_token=abc&ts=100', 'https://tv.example/channels/3?ts=100'],
    [
      'https://tv.example/content/film?token=a&Access_Token=b&device_serial=s#x',
      'https://tv.example/content/film#x',
    ],
    ['https://tv.example/channels/3', 'https://tv.example/channels/3'],
    // Issue 35 item 6: spellings the app's own list of nine names missed.
    ['https://tv.example/channels/3?accessToken=abc&x=1', 'https://tv.example/channels/3?x=1'],
    ['https://tv.example/channels/3?access%5Ftoken=abc', 'https://tv.example/channels/3'],
    ['https://tv.example/cb#access_token=abc&state=s', 'https://tv.example/cb#state=s'],
    ['https://tv.example/lk?sig=abc&pin=1234', 'https://tv.example/lk'],
  ])('%s → %s', (href, expected) => {
    expect(shareableUrl(href)).toBe(expected);
  });
});
