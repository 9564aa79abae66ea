/**
 * The console's calls to /qoe/v1. The API is the configured default only (window.ONAIR_CONFIG.apiBase's
 * origin): the §2 overrides (?customapi= …) are for the viewer app, and an operator's token must never be
 * sent to a server a link chose. The token lives in sessionStorage: one tab's sign-in, gone with the tab.
 */
export const TOKEN_KEY = 'onair.qoe.token';

export class QoeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The QoE API's base from the runtime config's apiBase (`https://api.example/v2` → `https://api.example/qoe/v1`). */
export function qoeBase(apiBase: string | undefined): string | null {
  if (!apiBase) return null;
  try {
    return `${new URL(apiBase).origin}/qoe/v1`;
  } catch {
    return null;
  }
}

export interface QoeClient {
  get<T>(path: string, query?: Record<string, string | undefined>): Promise<T>;
  signIn(
    login: string,
    password: string,
  ): Promise<{ token: string; operator: { login: string; name: string } }>;
  signOut(): Promise<void>;
}

export function qoeClient(
  base: string,
  token: () => string | null,
  fetcher: typeof fetch = (...args) => fetch(...args),
): QoeClient {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = {};
    const bearer = token();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetcher(`${base}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const data = (await res.json().catch(() => null)) as { message?: string } | null;
    if (!res.ok) throw new QoeError(res.status, data?.message ?? `HTTP ${res.status}`);
    return data as T;
  };
  return {
    get: (path, query = {}) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      const qs = params.toString();
      return call('GET', qs ? `${path}?${qs}` : path);
    },
    signIn: (login, password) => call('POST', '/session', { login, password }),
    signOut: async () => {
      await call('DELETE', '/session');
    },
  };
}
