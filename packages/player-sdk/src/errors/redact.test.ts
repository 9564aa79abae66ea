import { redactText } from './redact';

// Issue 21 item 3. Before the fix the redactor missed auth_token, user_token, id_token, session_id,
// X-Goog-Signature, hmac, wmsAuthSign, fragments, credentials inside free text and JWT path segments, and
// only the diagnostics' url field was redacted at all (checked against the old code once: those rows failed).
const SECRET = 'S3cr3tV4lue';

describe('redactText: the built-in rules', () => {
  it.each([
    [
      'operator API token',
      `https://api.tv.example/v2/channels/1/stream?access_token=${SECRET}&ts=1716200000`,
      'https://api.tv.example/v2/channels/1/stream?access_token=***&ts=1716200000',
    ],
    [
      'CDN token',
      `https://cdn.example/live/1/index.m3u8?token=${SECRET}`,
      'https://cdn.example/live/1/index.m3u8?token=***',
    ],
    [
      'auth_token',
      `https://cdn.example/a.m3u8?auth_token=${SECRET}&x=1`,
      'https://cdn.example/a.m3u8?auth_token=***&x=1',
    ],
    [
      'user_token',
      `https://cdn.example/a.mpd?user_token=${SECRET}`,
      'https://cdn.example/a.mpd?user_token=***',
    ],
    ['id_token', `https://cdn.example/a.mpd?id_token=${SECRET}`, 'https://cdn.example/a.mpd?id_token=***'],
    [
      'session_id',
      `https://cdn.example/seg-1.ts?session_id=${SECRET}&n=2`,
      'https://cdn.example/seg-1.ts?session_id=***&n=2',
    ],
    [
      'refresh_token',
      `https://api.example/v2/x?refresh_token=${SECRET}`,
      'https://api.example/v2/x?refresh_token=***',
    ],
    [
      'S3 presigned',
      `https://bucket.s3.eu-west-1.amazonaws.com/v.mp4?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${SECRET}%2F20240101&X-Amz-Date=20240101T000000Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=${SECRET}ab12`,
      'https://bucket.s3.eu-west-1.amazonaws.com/v.mp4?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=***&X-Amz-Date=20240101T000000Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=***',
    ],
    [
      'GCS signed',
      `https://storage.googleapis.com/b/v.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=svc%40p.iam&X-Goog-Signature=${SECRET}`,
      'https://storage.googleapis.com/b/v.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=***&X-Goog-Signature=***',
    ],
    [
      'CloudFront signed',
      `https://d111.cloudfront.net/v/master.m3u8?Policy=eyJTdGF0${SECRET}&Signature=${SECRET}~x&Key-Pair-Id=APKA${SECRET}`,
      'https://d111.cloudfront.net/v/master.m3u8?Policy=***&Signature=***&Key-Pair-Id=***',
    ],
    [
      'HMAC',
      `https://cdn.example/v.m3u8?expires=1716200000&hmac=${SECRET}`,
      'https://cdn.example/v.m3u8?expires=1716200000&hmac=***',
    ],
    [
      'Wowza',
      `https://wowza.example/live/ch1/playlist.m3u8?wmsAuthSign=${SECRET}==`,
      'https://wowza.example/live/ch1/playlist.m3u8?wmsAuthSign=***',
    ],
    [
      'Akamai hdnts',
      `https://akamai.example/v.mpd?hdnts=exp=1716200000~acl=/*~hmac=${SECRET}`,
      'https://akamai.example/v.mpd?hdnts=***',
    ],
    [
      'credentials',
      `https://viewer:${SECRET}@cdn.example/live.m3u8?x=1`,
      'https://***@cdn.example/live.m3u8?x=1',
    ],
    [
      'token in the fragment',
      `https://app.example/cb#access_token=${SECRET}&expires_in=3600`,
      'https://app.example/cb#access_token=***&expires_in=3600',
    ],
    [
      'JWT in a path segment',
      `https://cdn.example/t/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.${SECRET}/index.m3u8`,
      'https://cdn.example/t/***/index.m3u8',
    ],
    [
      'URLs inside an engine message',
      `Network error: GET https://u:${SECRET}@cdn.example/seg.ts?token=${SECRET} failed (HTTP 403)`,
      'Network error: GET https://***@cdn.example/seg.ts?token=*** failed (HTTP 403)',
    ],
    [
      'semicolon parameters',
      `https://cdn.example/v.mpd;session=${SECRET};x=1`,
      'https://cdn.example/v.mpd;session=***;x=1',
    ],
    [
      'names that only look alike',
      'https://cdn.example/live.m3u8?keyframe=1&monkey=2&tokens=3',
      'https://cdn.example/live.m3u8?keyframe=1&monkey=2&tokens=3',
    ],
    ['nothing secret', 'https://cdn.example/plain.mp4', 'https://cdn.example/plain.mp4'],
  ])('%s', (_kind, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });
});

describe('redactText: the operator rules', () => {
  it.each([
    [
      'a token path segment (capture group)',
      { patterns: [/\/token\/([^/?#]+)/] },
      `https://cdn.example/live/token/${SECRET}/index.m3u8`,
      'https://cdn.example/live/token/***/index.m3u8',
    ],
    [
      'a whole match',
      { patterns: [/st=[0-9a-f]{32}/gi] },
      'https://cdn.example/v/st=0123456789abcdef0123456789ABCDEF/x.ts',
      'https://cdn.example/v/***/x.ts',
    ],
    [
      'a custom parameter, query and fragment',
      { params: ['x-op\\.sig'] },
      `https://cdn.example/v.m3u8?x-op.sig=${SECRET}#x-op.sig=${SECRET}`,
      'https://cdn.example/v.m3u8?x-op.sig=***#x-op.sig=***',
    ],
  ])('%s', (_kind, options, input, expected) => {
    expect(redactText(input, options)).toBe(expected);
  });

  it('keeps the built-in rules when an operator adds its own', () => {
    expect(redactText(`https://c/v?access_token=${SECRET}`, { params: ['x'] })).toBe(
      'https://c/v?access_token=***',
    );
  });
});

// Issue 35 item 6: the SDK now redacts with the product's one list (@onair/redaction). Before it, an engine
// message quoting a JSON body, a Bearer header, a camelCase or percent-encoded name or a nested URL kept its secret.
describe('redactText: the shared list reaches the SDK', () => {
  it.each([
    ['JSON field', `licence answered {"accessToken":"${SECRET}"}`, 'licence answered {"accessToken":"***"}'],
    ['Bearer', `Authorization: Bearer ${SECRET}`, 'Authorization: Bearer ***'],
    ['camelCase query', `https://c/v.m3u8?accessToken=${SECRET}`, 'https://c/v.m3u8?accessToken=***'],
    ['encoded name', `https://c/v.m3u8?access%5Ftoken=${SECRET}`, 'https://c/v.m3u8?access%5Ftoken=***'],
    [
      'nested URL',
      `https://c/v?next=https%3A%2F%2Fapi%2F%3Ftoken%3D${SECRET}`,
      'https://c/v?next=https%3A%2F%2Fapi%2F%3Ftoken%3D***',
    ],
    [
      'signed media path',
      `https://api/media/sig=1.${SECRET}/live/live4/x.m3u8`,
      'https://api/media/sig=***/live/live4/x.m3u8',
    ],
  ])('%s', (_kind, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });
});
