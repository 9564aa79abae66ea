/**
 * The query parameters the app reads on start (000 §2 "Query parameters read"), parsed once into a
 * plain record so the startup flow and the screens never re-read `location`.
 *
 * Two of them are powers a link must not grant everywhere (issues 21, 35): `ignore_parental_control` is an
 * embed-mode parameter (000 §2, §6 "Embed mode may skip parental control"), so the main site ignores it
 * and still asks for the PIN; `device_serial` names the device only in the embed a partner frames, so a
 * plain link — `partner=` or not — cannot swap the viewer's device identity. Both are read here for embed
 * mode only; the embed then honours them only inside a listed partner's frame (embed/allow-lists.ts).
 */
import { consumedUrlToken } from './url-token';

/** Where the page runs: the main site, or the iframe embed (001 §2 Page modes). */
export type PageMode = 'site' | 'embed';

export interface StartupParams {
  partner: string | null;
  /** `access_token` or the older `token` (taken out of the address bar on start, url-token.ts). */
  token: string | null;
  /** Only in embed mode (then only in a listed partner's frame, EmbedApp); null otherwise. */
  deviceSerial: string | null;
  provider: string | null;
  /** `lang` or `language`. */
  language: string | null;
  /** `click_id`, `clickid` or `clickId`. */
  clickId: string | null;
  showDebug: boolean;
  purchased: boolean;
  /** Only in embed mode; always false on the main site. */
  ignoreParentalControl: boolean;
}

/** Pure: the parameters of `search` for a page in `mode`; `urlToken` is the one consumed from the URL. */
export function readStartupParams(
  search: string,
  mode: PageMode,
  urlToken: string | null = null,
): StartupParams {
  const params = new URLSearchParams(search);
  const first = (...names: string[]) => {
    for (const name of names) {
      const value = params.get(name);
      if (value) return value;
    }
    return null;
  };
  const truthy = (name: string) => {
    const value = params.get(name);
    return value !== null && value !== '0' && value !== 'false';
  };
  const partner = first('partner');
  const embed = mode === 'embed';
  return {
    partner,
    token: first('access_token', 'token') ?? urlToken,
    deviceSerial: embed ? first('device_serial') : null,
    provider: first('provider'),
    language: first('lang', 'language'),
    clickId: first('click_id', 'clickid', 'clickId'),
    showDebug: truthy('show_debug'),
    purchased: params.get('purchased') === 'true',
    ignoreParentalControl: embed && truthy('ignore_parental_control'),
  };
}

/** This page's parameters (the token from url-token.ts, since the address bar no longer has it). */
export function pageStartupParams(mode: PageMode): StartupParams {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return readStartupParams(search, mode, consumedUrlToken());
}
