// Why: the media routes serve whatever URL they are given, so a paid or 18+ item's stream was reachable by
// anyone who had (or guessed) its URL (issue 35 item 7). The API now hands out such URLs signed, the way CDNs'
// token authentication does (Akamai, CloudFront, nginx secure_link): an expiry and an HMAC over it and the
// media's scope, in a path segment — `/media/sig=1767230000.AbC…/live/live4/master.m3u8` — so every relative
// URI inside a playlist or manifest (variants, segments, keys, subtitles) inherits it without rewriting. The
// scope is the media's first two segments (`live/live4`, `vod/feature`): a signature opens one source or film,
// nothing else, until it expires. Pure but for the key: the clock is passed in.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed URL opens its media: a film or an evening's channel, then the player asks the API again. */
export const SIGNED_MEDIA_TTL_SEC = 4 * 3600;

const SEGMENT = /^sig=(\d{1,12})\.([\w-]{22})$/;

export type Checked =
  | { ok: true; path: string }
  | { ok: false; code: 'media_signature_invalid' | 'media_link_expired'; message: string };

export interface MediaSigner {
  /** `/media/live/live4/master.m3u8` → `/media/sig=…/live/live4/master.m3u8`, valid for the TTL from now. */
  sign(mediaPath: string): string;
  /** A path under /media/ that starts with `sig=…/`: the path it opens, or why not. */
  verify(pathUnderMedia: string): Checked;
  /** A token for a scope of another kind (`vitrina/8`): `{exp}.{mac}`. */
  token(scope: string): string;
  /** Whether `token` is a live one for `scope`. */
  tokenOpens(token: string, scope: string): boolean;
}

/** The media a path under /media/ belongs to: its area and id (`live/live4`), or null. */
export function scopeOf(pathUnderMedia: string): string | null {
  const [area, id] = pathUnderMedia.split('/');
  return area && id ? `${area}/${id}` : null;
}

export function mediaSigner(
  key: string,
  nowSec: () => number,
  ttlSec: number = SIGNED_MEDIA_TTL_SEC,
): MediaSigner {
  const mac = (exp: number, scope: string) =>
    createHmac('sha256', key).update(`${exp}\n${scope}`).digest('base64url').slice(0, 22);
  const token = (scope: string) => {
    const exp = nowSec() + ttlSec;
    return `${exp}.${mac(exp, scope)}`;
  };
  const check = (exp: number, given: string, scope: string): Checked | null => {
    const expected = Buffer.from(mac(exp, scope));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      return {
        ok: false,
        code: 'media_signature_invalid',
        message: 'The media link is not valid for this media',
      };
    }
    if (exp < nowSec()) {
      return {
        ok: false,
        code: 'media_link_expired',
        message: 'The media link has expired; ask for the stream again',
      };
    }
    return null;
  };
  return {
    sign(mediaPath) {
      const rest = mediaPath.replace(/^\/media\//, '');
      const scope = scopeOf(rest);
      if (!mediaPath.startsWith('/media/') || !scope) throw new Error(`not a media path: ${mediaPath}`);
      return `/media/sig=${token(scope)}/${rest}`;
    },
    verify(pathUnderMedia) {
      const slash = pathUnderMedia.indexOf('/');
      const found = SEGMENT.exec(slash < 0 ? pathUnderMedia : pathUnderMedia.slice(0, slash));
      const path = slash < 0 ? '' : pathUnderMedia.slice(slash + 1);
      const scope = scopeOf(path);
      if (!found || !scope) {
        return {
          ok: false,
          code: 'media_signature_invalid',
          message: 'The media link is not valid for this media',
        };
      }
      return check(Number(found[1]), found[2] ?? '', scope) ?? { ok: true, path };
    },
    token,
    tokenOpens(given, scope) {
      const found = /^(\d{1,12})\.([\w-]{22})$/.exec(given);
      return found !== null && check(Number(found[1]), found[2] ?? '', scope) === null;
    },
  };
}
