/**
 * Where the API lives (000 §7: "all calls go to an API base that may be overridden by a query parameter").
 * The server writes `window.ONAIR_CONFIG` into /config.js; a query override wins so one build can be pointed
 * at any operator. `customapi=<url>` names the base outright; `devapi`, `stageapi`, `qaapi` and `localapi`
 * pick a named base from the runtime config (or take a URL value), `localapi` defaulting to this machine.
 */
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

function trim(base: string): string {
  return base.replace(/\/+$/, '');
}

function isUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/** Pure: the base for a query string and a runtime config; null when nothing names one. */
export function resolveApiBase(search: string, runtime: RuntimeConfig | undefined): string | null {
  const params = new URLSearchParams(search);
  const custom = params.get('customapi');
  if (custom) return trim(custom);
  for (const [param, env] of ENVIRONMENT_PARAMS) {
    const value = params.get(param);
    if (value === null) continue;
    if (isUrl(value)) return trim(value);
    const named = runtime?.apiBases?.[env] ?? (env === 'local' ? LOCAL_API : undefined);
    if (named) return trim(named);
  }
  return runtime?.apiBase ? trim(runtime.apiBase) : null;
}

/** The base for this page; safe to import during SSR (reads `window` only when called in a browser). */
export function apiBase(search?: string): string | null {
  if (typeof window === 'undefined') return null;
  return resolveApiBase(search ?? window.location.search, window.ONAIR_CONFIG);
}
