import { hideAccessToken } from './hide-access-token';

// Issue 35 item 6: errors named their URL with the token the player had added, and hosts log errors.
describe('hideAccessToken', () => {
  it.each([
    ['https://api.tv/v2/x?access_token=abc&ts=1', 'https://api.tv/v2/x?access_token=***&ts=1'],
    ['https://lic.tv/l?content_id=102&access_token=abc', 'https://lic.tv/l?content_id=102&access_token=***'],
    ['https://lic.tv/l#access_token=abc', 'https://lic.tv/l#access_token=***'],
    ['https://lic.tv/l?my_access_token=abc', 'https://lic.tv/l?my_access_token=abc'],
    ['https://lic.tv/l', 'https://lic.tv/l'],
  ])('%s', (url, expected) => {
    expect(hideAccessToken(url)).toBe(expected);
  });
});
