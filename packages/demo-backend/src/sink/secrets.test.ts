import { describe, expect, it } from 'vitest';
import { scrubBody, scrubQuery, scrubText } from './secrets';

describe('scrubText', () => {
  it.each([
    [
      'https://api.tv.example/v2/stat?access_token=eyJhbGciOi.x.y&a=1',
      'https://api.tv.example/v2/stat?access_token=***&a=1',
    ],
    [
      'https://storage.googleapis.com/b/o.m3u8?X-Goog-Algorithm=GOOG4&X-Goog-Credential=svc%2F2026&X-Goog-Signature=abc123',
      'https://storage.googleapis.com/b/o.m3u8?X-Goog-Algorithm=GOOG4&X-Goog-Credential=***&X-Goog-Signature=***',
    ],
    [
      'https://d1.cloudfront.net/v.mpd?Policy=eyJ&Signature=abc~&Key-Pair-Id=K2JCJMDEHXQW5F',
      'https://d1.cloudfront.net/v.mpd?Policy=***&Signature=***&Key-Pair-Id=***',
    ],
    ['https://cdn.example/live.m3u8?hdnts=exp=1~acl=/*~hmac=ab12', 'https://cdn.example/live.m3u8?hdnts=***'],
    ['https://user:secret@cdn.example/a.m3u8', 'https://***@cdn.example/a.m3u8'],
    [
      'fetch https://a.example/x?token=t1 failed (id_token=z)',
      'fetch https://a.example/x?token=*** failed (id_token=***)',
    ],
    ['https://cdn.example/a.m3u8?quality=720', 'https://cdn.example/a.m3u8?quality=720'],
    ['not a url', 'not a url'],
  ])('%s → %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });
});

describe('scrubQuery and scrubBody', () => {
  it('drops secret parameters and fields at any depth, however spelled, keeping the rest', () => {
    expect(
      scrubQuery({ access_token: 't', Token: 't', accessToken: 't', 'access%5Ftoken': 't', stat_id: '5' }),
    ).toEqual({
      stat_id: '5',
    });
    expect(
      scrubBody({
        statId: 1,
        access_token: 'tok',
        accessToken: 'tok',
        error: { url: 'https://m.example/s.ts?user_token=u&n=2', session_id: 'sid', code: 3 },
        events: [{ event: 'play', auth_token: 'x' }],
      }),
    ).toEqual({
      statId: 1,
      error: { url: 'https://m.example/s.ts?user_token=***&n=2', code: 3 },
      events: [{ event: 'play' }],
    });
  });
});
