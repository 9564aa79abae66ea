/**
 * A guest session as the web app starts one (000 §4): create a guest user, then authorise this
 * device; the token is what stream, meta and licence calls need. Real integrations get their token
 * from the operator's own login instead.
 */
function randomId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function guestToken(apiBase: string): Promise<string> {
  const id = `examples-${randomId()}`;
  await post(`${apiBase}/users`, { is_guest: true, username: id, password: id, device_id: id });
  const grant = await post(`${apiBase}/auth/device`, { device_id: id, username: id, password: id });
  if (typeof grant.access_token !== 'string') throw new Error('device authorisation gave no access_token');
  return grant.access_token;
}
