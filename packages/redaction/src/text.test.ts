import { redactText } from './text';

// Issue 35 item 6: before the one list, the stat sink kept tokens written as JSON fields, camelCase
// `accessToken`, `Bearer …`, percent-encoded names, nested URLs, fragments, `sig=` and JWTs, and each of the
// three lists missed spellings the others caught.
const SECRET = 'S3cr3tV4lue';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlX2J5dGVz';

describe('redactText', () => {
  it.each([
    [
      'query token',
      `https://api.tv/v2/x?access_token=${SECRET}&ts=1`,
      'https://api.tv/v2/x?access_token=***&ts=1',
    ],
    [
      'camelCase query name',
      `https://api.tv/v2/x?accessToken=${SECRET}`,
      'https://api.tv/v2/x?accessToken=***',
    ],
    ['sig=', `https://cdn.tv/v.m3u8?exp=1&sig=${SECRET}`, 'https://cdn.tv/v.m3u8?exp=1&sig=***'],
    [
      'fragment',
      `https://app.tv/cb#access_token=${SECRET}&expires_in=3600`,
      'https://app.tv/cb#access_token=***&expires_in=3600',
    ],
    [
      'percent-encoded name',
      `https://api.tv/x?access%5Ftoken=${SECRET}&y=2`,
      'https://api.tv/x?access%5Ftoken=***&y=2',
    ],
    [
      'percent-encoded letter',
      `https://api.tv/x?%61ccess_token=${SECRET}`,
      'https://api.tv/x?%61ccess_token=***',
    ],
    [
      'nested URL, encoded once',
      `https://app.tv/go?next=https%3A%2F%2Fapi.tv%2Fv2%3Fa%3D1%26access_token%3D${SECRET}%26b%3D2`,
      'https://app.tv/go?next=https%3A%2F%2Fapi.tv%2Fv2%3Fa%3D1%26access_token%3D***%26b%3D2',
    ],
    [
      'nested URL, encoded twice',
      `https://app.tv/go?u=https%253A%252F%252Fapi.tv%252Fv2%253Ftoken%253D${SECRET}%2526b%253D2`,
      'https://app.tv/go?u=https%253A%252F%252Fapi.tv%252Fv2%253Ftoken%253D***%2526b%253D2',
    ],
    [
      'nested URL, not encoded',
      `https://app.tv/go?next=https://api.tv/v2?token=${SECRET}&x=1`,
      'https://app.tv/go?next=https://api.tv/v2?token=***&x=1',
    ],
    [
      'signed path segment',
      `https://api.tv/media/sig=1767230000.${SECRET}/live/live4/master.m3u8`,
      'https://api.tv/media/sig=***/live/live4/master.m3u8',
    ],
    [
      'JSON field',
      `{"stat_id":7,"access_token":"${SECRET}","seconds":30}`,
      '{"stat_id":7,"access_token":"***","seconds":30}',
    ],
    [
      'camelCase JSON field',
      `{"accessToken": "${SECRET}", "ok": true}`,
      '{"accessToken": "***", "ok": true}',
    ],
    ['numeric JSON field', '{"pin": 1234, "profile": 2}', '{"pin": "***", "profile": 2}'],
    [
      'JSON inside a JSON string',
      `{"message":"{\\"token\\":\\"${SECRET}\\",\\"n\\":1}"}`,
      '{"message":"{\\"token\\":\\"***\\",\\"n\\":1}"}',
    ],
    ['single-quoted field', `{'password': '${SECRET}'}`, "{'password': '***'}"],
    ['Bearer header', `Authorization: Bearer ${SECRET}.abc-_~+/=`, 'Authorization: Bearer ***'],
    ['Bearer in a query', `https://x.tv/?h=Bearer+${SECRET}`, 'https://x.tv/?h=Bearer+***'],
    ['Basic credential', 'Authorization: Basic dXNlcjpwYXNzd29yZA==', 'Authorization: Basic ***'],
    ['log-style field', `login failed, password: ${SECRET}`, 'login failed, password: ***'],
    [
      'credentials in the authority',
      `GET https://u:${SECRET}@cdn.tv/a.ts failed`,
      'GET https://***@cdn.tv/a.ts failed',
    ],
    [
      'credentials in a nested URL',
      `https://app.tv/?u=https%3A%2F%2Fu%3A${SECRET}%40cdn.tv%2Fa`,
      'https://app.tv/?u=https%3A%2F%2F***%40cdn.tv%2Fa',
    ],
    ['JWT in a path', `https://cdn.tv/t/${JWT}/index.m3u8`, 'https://cdn.tv/t/***/index.m3u8'],
    ['JWT alone in text', `token was ${JWT} (expired)`, 'token was *** (expired)'],
    ['device serial', `https://app.tv/?device_serial=${SECRET}&x=1`, 'https://app.tv/?device_serial=***&x=1'],
    [
      'nothing secret',
      'Basic settings: GET https://cdn.tv/live.m3u8?keyframe=1&tokens=3 failed (HTTP 403), error_code: 8002',
      'Basic settings: GET https://cdn.tv/live.m3u8?keyframe=1&tokens=3 failed (HTTP 403), error_code: 8002',
    ],
    ['empty', '', ''],
  ])('%s', (_kind, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = redactText(
      `{"accessToken":"${SECRET}"} Bearer ${SECRET} https://a/?sig=${SECRET}#token=${SECRET}`,
    );
    expect(redactText(once)).toBe(once);
    expect(once).not.toContain(SECRET);
  });

  it('applies an operator’s names and patterns beside the built-in ones', () => {
    expect(
      redactText(`https://c.tv/live/token/${SECRET}/i.m3u8?x-op.sig=${SECRET}&access_token=${SECRET}`, {
        params: ['x-op\\.sig'],
        patterns: [/\/token\/([^/?#]+)/],
      }),
    ).toBe('https://c.tv/live/token/***/i.m3u8?x-op.sig=***&access_token=***');
  });
});
