import { webAppCsp, webAppHeaders } from './csp';

const origins = {
  api: ['http://127.0.0.1:8787/v2', 'http://localhost:8787'],
  media: ['https://cdn.example'],
  licence: ['https://drm.vendor.example/license'],
  ads: ['https://ads.example'],
  partners: ['https://partner.example', "'unsafe-inline'", '*'],
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

// Issue 21 item 8: before the fix the web app was served with no CSP, no frame-ancestors, no
// Referrer-Policy and no nosniff at all.
describe('webAppCsp', () => {
  it('allows scripts from the app only, and Google’s Cast sender files by path', () => {
    expect(directive(webAppCsp('/', origins), 'script-src')).toEqual([
      "'self'",
      'https://www.gstatic.com/cv/js/sender/',
      'https://www.gstatic.com/cast/sdk/libs/',
      'https://www.gstatic.com/eureka/clank/',
    ]);
    expect(directive(webAppCsp('/', origins), 'object-src')).toEqual(["'none'"]);
  });

  it('sends data to the configured API, media, licence and ad origins only', () => {
    expect(directive(webAppCsp('/', origins), 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'http://localhost:8787',
      'https://cdn.example',
      'https://drm.vendor.example',
      'https://ads.example',
    ]);
    expect(directive(webAppCsp('/', origins), 'media-src')).toContain('https://cdn.example');
    // hls.js's subtitle tracks load `data:,WEBVTT`.
    expect(directive(webAppCsp('/', origins), 'media-src')).toContain('data:');
    expect(directive(webAppCsp('/', origins), 'media-src')).not.toContain('https://drm.vendor.example');
  });

  it.each([
    ['/', ["'self'"]],
    ['/channels/1', ["'self'"]],
    ['/channel_embedded', ["'self'"]],
    // Issue 35 item 5: without the slash the main app is served; before the fix it could be framed by partners.
    ['/channel_embed', ["'self'"]],
    ['/content_embed', ["'self'"]],
    ['/channel_embed/1', ["'self'", 'https://partner.example']],
    ['/content_embed/film-1', ["'self'", 'https://partner.example']],
  ])('frame-ancestors of %s', (path, expected) => {
    expect(directive(webAppCsp(path, origins), 'frame-ancestors')).toEqual(expected);
  });

  it('keeps keywords and wildcards out of configured origins', () => {
    const policy = webAppCsp('/channel_embed/1', origins);
    expect(policy).not.toContain("'unsafe-inline' https://partner");
    expect(policy).not.toMatch(/ \*( |;|$)/);
  });
});

describe('webAppHeaders', () => {
  it('adds nosniff and a referrer policy that keeps paths (and a token in the query) private', () => {
    expect(webAppHeaders('/', origins)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin',
    });
  });
});
