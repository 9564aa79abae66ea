/** The API base: a query override (§7 of the session spec: customapi) wins over the server's runtime config. */
declare global {
  interface Window {
    ONAIR_CONFIG?: { apiBase?: string };
  }
}

export function apiBase(search = location.search): string | null {
  const custom = new URLSearchParams(search).get('customapi');
  return (custom ?? window.ONAIR_CONFIG?.apiBase ?? null)?.replace(/\/$/, '') ?? null;
}
