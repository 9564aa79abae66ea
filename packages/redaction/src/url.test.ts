import { withoutSecretParams } from './url';

const SECRET = 'S3cr3tV4lue';

describe('withoutSecretParams', () => {
  it.each([
    [
      'query token and serial',
      `https://tv.example/channels/1?access_token=${SECRET}&device_serial=${SECRET}&ts=5`,
      'https://tv.example/channels/1?ts=5',
    ],
    [
      'camelCase and encoded names',
      `https://tv.example/?accessToken=${SECRET}&access%5Ftoken=${SECRET}&a=1`,
      'https://tv.example/?a=1',
    ],
    [
      'fragment parameters',
      `https://tv.example/cb#access_token=${SECRET}&state=x`,
      'https://tv.example/cb#state=x',
    ],
    ['only secrets in the fragment', `https://tv.example/cb#token=${SECRET}`, 'https://tv.example/cb'],
    ['credentials', `https://u:${SECRET}@tv.example/a`, 'https://tv.example/a'],
    [
      'a nested URL keeps its place, its secret masked',
      `https://tv.example/?next=${encodeURIComponent(`https://api.tv/?token=${SECRET}&a=1`)}`,
      'https://tv.example/?next=https%3A%2F%2Fapi.tv%2F%3Ftoken%3D***%26a%3D1',
    ],
    [
      'nothing secret',
      'https://tv.example/contents/105?ts=5#top',
      'https://tv.example/contents/105?ts=5#top',
    ],
    ['not a URL', `/relative?token=${SECRET}`, '/relative?token=***'],
  ])('%s', (_kind, input, expected) => {
    expect(withoutSecretParams(input)).toBe(expected);
  });
});
