/**
 * Where the API lives (000 §7: "all calls go to an API base that may be overridden by a query parameter").
 * The server writes `window.ONAIR_CONFIG` into /config.js. The §2 overrides — `customapi=<url>`; `devapi`,
 * `stageapi`, `qaapi`, `localapi` (a named base from the runtime config, or a URL); `multidev=<stand>` (the
 * config's multidev template with the stand's name) — are honoured only when the resulting origin is on
 * the configured allow-list (`apiOrigins`, plus the default base's own origin and the named bases'). A link
 * crafted with `?customapi=https://attacker.example/v2` must not turn the viewer's browser into a client of
 * the attacker's server: such an override is refused and the default API is used.
 */
import { originOf } from './security/origin';

export interface RuntimeConfig {
  apiBase?: string;
  /** Named bases the environment overrides choose from. */
  apiBases?: Partial<Record<ApiEnvironment, string>>;
  /**
   * Which partner origins may read and control the embeds, per provider id or `default`:
   * `{ default: { control: ['https://partner.example'], read: '*' } }`. Absent: the app's own origin only.
   * Checked by embed/allow-lists.ts, which names and ignores malformed entries.
   */
  embedAllow?: unknown;
  /**
   * Origins an override may point at (`https://api.example`, or `https://*.dev.example` for any one
   * label in that place). The default base's origin and the named bases' origins are always allowed.
   */
  apiOrigins?: string[];
  /** `multidev=<stand>` base, `{stand}` replaced by the stand name: `https://{stand}.dev.example/v2`. */
  multidevTemplate?: string;
  /** 000 §2 "the welcome entry": `'welcome'` sends a first visitor of / to /welcome (accounts/welcome-entry.ts). */
  entry?: string;
}

export type ApiEnvironment = 'dev' | 'stage' | 'qa' | 'local';

declare global {
  interface Window {
    ONAIR_CONFIG?: RuntimeConfig;
  }
}

const ENVIRONMENT_PARAMS: ReadonlyArray<[string, ApiEnvironment]> = [
  ['devapi', 'dev'],
  ['stageapi', 'stage'],
  ['qaapi', 'qa'],
  ['localapi', 'local'],
];

const LOCAL_API = 'http://localhost:8787/v2';
/** A DNS label: what a multidev stand name may be, so it cannot leave the template's domain. */
const STAND_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

function trim(base: string): string {
  return base.replace(/\/+$/, '');
}

function isUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

export { originOf };

/** Pure: does `origin` match an allow-list entry (exact origin, or `scheme://*.domain[:port]`)? */
export function originAllowed(origin: string, allowList: readonly string[]): boolean {
  const target = originOf(origin);
  if (!target) return false;
  const url = new URL(target);
  return allowList.some((entry) => {
    const wildcard = /^(https?):\/\/\*\.([^/:]+)(?::(\d+))?\/?$/i.exec(entry.trim());
    if (!wildcard) return originOf(entry) === target;
    const [, scheme, domain, port] = wildcard;
    const host = url.hostname.toLowerCase();
    const suffix = `.${(domain ?? '').toLowerCase()}`;
    const label = host.slice(0, host.length - suffix.length);
    return (
      url.protocol === `${scheme?.toLowerCase()}:` &&
      host.endsWith(suffix) &&
      STAND_NAME.test(label) &&
      url.port === (port ?? '')
    );
  });
}

export interface ApiResolution {
  /** The base every call goes to; null when nothing is configured. */
  base: string | null;
  /** An override the allow-list refused (the parameter and its value), shown to the viewer. */
  refused: { param: string; value: string } | null;
  /** True when the base came from an accepted override. */
  overridden: boolean;
}

/** The allow-list in force: configured origins plus the configured bases' own. */
export function allowedApiOrigins(runtime: RuntimeConfig | undefined): string[] {
  const bases = [runtime?.apiBase, ...Object.values(runtime?.apiBases ?? {})];
  const own = bases.flatMap((b) => (b ? [originOf(b)].filter((o): o is string => o !== null) : []));
  return [...own, ...(runtime?.apiOrigins ?? [])];
}

function candidate(params: URLSearchParams, runtime: RuntimeConfig | undefined) {
  const custom = params.get('customapi');
  if (custom) return { param: 'customapi', value: custom, base: isUrl(custom) ? trim(custom) : null };
  for (const [param, env] of ENVIRONMENT_PARAMS) {
    const value = params.get(param);
    if (value === null) continue;
    if (isUrl(value)) return { param, value, base: trim(value) };
    const named = runtime?.apiBases?.[env] ?? (env === 'local' ? LOCAL_API : undefined);
    if (named) return { param, value, base: trim(named) };
  }
  const stand = params.get('multidev');
  if (stand) {
    if (isUrl(stand)) return { param: 'multidev', value: stand, base: trim(stand) };
    const template = runtime?.multidevTemplate;
    const base = template && STAND_NAME.test(stand) ? trim(template.replaceAll('{stand}', stand)) : null;
    return { param: 'multidev', value: stand, base };
  }
  return null;
}

/** Pure: the base for a query string and a runtime config, and the override refused, if any. */
export function resolveApi(search: string, runtime: RuntimeConfig | undefined): ApiResolution {
  const fallback = runtime?.apiBase ? trim(runtime.apiBase) : null;
  const override = candidate(new URLSearchParams(search), runtime);
  if (!override) return { base: fallback, refused: null, overridden: false };
  const origin = override.base ? originOf(override.base) : null;
  if (override.base && origin && originAllowed(origin, allowedApiOrigins(runtime))) {
    return { base: override.base, refused: null, overridden: true };
  }
  return { base: fallback, refused: { param: override.param, value: override.value }, overridden: false };
}

/** Pure: the base only (see resolveApi). */
export function resolveApiBase(search: string, runtime: RuntimeConfig | undefined): string | null {
  return resolveApi(search, runtime).base;
}

/** The base for this page; safe to import during SSR (reads `window` only when called in a browser). */
export function apiBase(search?: string): string | null {
  if (typeof window === 'undefined') return null;
  return resolveApiBase(search ?? window.location.search, window.ONAIR_CONFIG);
}

/** This page's full resolution (the refused override included), for the start-up notice. */
export function apiResolution(search?: string): ApiResolution {
  if (typeof window === 'undefined') return { base: null, refused: null, overridden: false };
  return resolveApi(search ?? window.location.search, window.ONAIR_CONFIG);
}

/**
 * The storage scope of a base: null for the configured default API (its session keeps the plain keys
 * it always had), else the base's origin, so an override never reads the default API's token, guest
 * password or device serial, nor another override's.
 */
export function sessionScope(base: string | null, runtime: RuntimeConfig | undefined): string | null {
  if (!base) return null;
  const origin = originOf(base);
  const defaultOrigin = runtime?.apiBase ? originOf(runtime.apiBase) : null;
  return origin === defaultOrigin ? null : origin;
}

/** This page's storage scope. */
export function currentSessionScope(): string | null {
  if (typeof window === 'undefined') return null;
  return sessionScope(apiBase(), window.ONAIR_CONFIG);
}
