import { describe, expect, it } from 'vitest';
import { scrubBody, scrubQuery, scrubText, scrubUrl } from './secrets';

describe('scrubUrl', () => {
  it.each([
    ['https://api.tv.example/v2/stat?access_token=eyJhbGciOi.x.y&a=1', 'https://api.tv.example/v2/stat?a=1'],
    [
      'https://storage.googleapis.com/b/o.m3u8?X-Goog-Algorithm=GOOG4&X-Goog-Credential=svc%2F2026&X-Goog-Signature=abc123',
      'https://storage.googleapis.com/b/o.m3u8?X-Goog-Algorithm=GOOG4',
    ],
    [
      'https://b.s3.amazonaws.com/seg.ts?X-Amz-Signature=deadbeef&X-Amz-Security-Token=FQo&X-Amz-Date=1',
      'https://b.s3.amazonaws.com/seg.ts?X-Amz-Date=1',
    ],
    [
      'https://d1.cloudfront.net/v.mpd?Policy=eyJ&Signature=abc~&Key-Pair-Id=K2JCJMDEHXQW5F',
      'https://d1.cloudfront.net/v.mpd',
    ],
    ['https://cdn.example/live.m3u8?hdnts=exp=1~acl=/*~hmac=ab12', 'https://cdn.example/live.m3u8'],
    ['https://wowza.example/app/s.m3u8?wmsAuthSign=c2VydmVy', 'https://wowza.example/app/s.m3u8'],
    ['https://user:secret@cdn.example/a.m3u8', 'https://cdn.example/a.m3u8'],
    ['https://cdn.example/a.m3u8?quality=720', 'https://cdn.example/a.m3u8?quality=720'],
    ['not a url', 'not a url'],
  ])('%s → %s', (input, expected) => {
    expect(scrubUrl(input)).toBe(expected);
  });
});

describe('scrubText', () => {
  it('scrubs URLs inside a message', () => {
    expect(scrubText('fetch https://a.example/x?token=t1 failed (id_token=z)')).toBe(
      'fetch https://a.example/x failed (id_token=z)',
    );
  });
});

describe('scrubQuery and scrubBody', () => {
  it('drops secret parameters and fields at any depth, keeping the rest', () => {
    expect(scrubQuery({ access_token: 't', Token: 't', stat_id: '5' })).toEqual({ stat_id: '5' });
    expect(
      scrubBody({
        statId: 1,
        access_token: 'tok',
        error: { url: 'https://m.example/s.ts?user_token=u&n=2', session_id: 'sid', code: 3 },
        events: [{ event: 'play', auth_token: 'x' }],
      }),
    ).toEqual({
      statId: 1,
      error: { url: 'https://m.example/s.ts?n=2', code: 3 },
      events: [{ event: 'play' }],
    });
  });
});
