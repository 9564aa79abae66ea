/**
 * Why: the web app's response headers, as a pure function of the path and the operator's origins, so the
 * server that serves the build (scripts/stack.ts, or an operator's own) sends exactly the policy the
 * browser tests run under. Scripts come only from the app's own origin (no inline script, no eval), so
 * an injected `<script>` or a `javascript:` URL does nothing; media, data and licence requests go only to
 * the configured API, media and licence origins, so a hijacked page cannot ship the viewer's token
 * elsewhere; app pages can be framed only by the app itself, embeds (/channel_embed, /content_embed) also
 * by the partner origins the operator lists (001 §2 embed mode).
 */

import { originOf } from './origin';

export interface CspOrigins {
  /** The API bases' origins (default and allow-listed overrides): data, posters, the vitrina player. */
  api: readonly string[];
  /** Media hosts (CDNs) when they are not the API's. */
  media: readonly string[];
  /** Licence servers (DRM vendors) when they are not on the API's origin. */
  licence: readonly string[];
  /** Ad servers: VAST documents, creatives and tracking pixels. */
  ads: readonly string[];
  /** Partner origins allowed to frame the embed routes. */
  partners: readonly string[];
}

/**
 * An embed page: `/channel_embed/…` or `/content_embed/…`, with the slash. The one test of it — the server
 * serves the embed shell and lets the partners frame it for exactly these paths, so `/channel_embed` without
 * the slash is the main app, framable by the app alone (issue 35 item 5).
 */
const EMBED_PATH = /^\/(?:channel_embed|content_embed)\//;

export const isEmbedPage = (path: string): boolean => EMBED_PATH.test(path);

/**
 * Google's Cast sender (001 §7 "a cast sender script from a third-party host"): the sender script and the
 * framework files it loads, by path, so nothing else of gstatic.com may run. The player loads them only when
 * a viewer reaches for the cast button.
 */
export const CAST_SCRIPT_SOURCES = [
  'https://www.gstatic.com/cv/js/sender/',
  'https://www.gstatic.com/cast/sdk/libs/',
  'https://www.gstatic.com/eureka/clank/',
] as const;

/** Only real origins get into a policy: a stray `'unsafe-inline'` or `*` from configuration would open it. */
export const cspOrigin = originOf;

function sources(...lists: ReadonlyArray<readonly string[]>): string[] {
  const out = new Set<string>();
  for (const list of lists) {
    for (const value of list) {
      const origin = cspOrigin(value);
      if (origin) out.add(origin);
    }
  }
  return [...out];
}

/** The Content-Security-Policy for one path of the web app. */
export function webAppCsp(path: string, origins: CspOrigins): string {
  const data = sources(origins.api, origins.media, origins.ads);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...CAST_SCRIPT_SOURCES]],
    // The player and the ad overlay set inline styles and insert their stylesheet at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...data]],
    // hls.js gives each subtitle <track> an empty `data:,WEBVTT` source (its cues are added by script).
    ['media-src', ["'self'", 'blob:', 'data:', ...data]],
    ['connect-src', ["'self'", ...sources(origins.api, origins.media, origins.licence, origins.ads)]],
    // The external ("vitrina") player of a channel is a page on the operator's side.
    ['frame-src', ["'self'", ...sources(origins.api, origins.media)]],
    // hls.js runs its transmuxer in a blob: worker.
    ['worker-src', ["'self'", 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', isEmbedPage(path) ? ["'self'", ...sources(origins.partners)] : ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every security header of one web-app response. */
export function webAppHeaders(path: string, origins: CspOrigins): Record<string, string> {
  return {
    'content-security-policy': webAppCsp(path, origins),
    'x-content-type-options': 'nosniff',
    // Every Referer is the bare origin: a path may name what the viewer watches, and the first requests
    // of a page that arrived with ?access_token= leave before the app can take it out of the address.
    'referrer-policy': 'strict-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
