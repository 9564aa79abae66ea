/**
 * The query parameters the app reads on start (000 §2 "Query parameters read"), parsed once into a
 * plain record so the startup flow and the screens never re-read `location`.
 */
export interface StartupParams {
  partner: string | null;
  /** `access_token` or the older `token`. */
  token: string | null;
  deviceSerial: string | null;
  provider: string | null;
  /** `lang` or `language`. */
  language: string | null;
  /** `click_id`, `clickid` or `clickId`. */
  clickId: string | null;
  showDebug: boolean;
  purchased: boolean;
  ignoreParentalControl: boolean;
}

export function readStartupParams(search: string): StartupParams {
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
  return {
    partner: first('partner'),
    token: first('access_token', 'token'),
    deviceSerial: first('device_serial'),
    provider: first('provider'),
    language: first('lang', 'language'),
    clickId: first('click_id', 'clickid', 'clickId'),
    showDebug: truthy('show_debug'),
    purchased: params.get('purchased') === 'true',
    ignoreParentalControl: truthy('ignore_parental_control'),
  };
}
