// The calls the web app and the player SDK make at start-up, on a channel and on a content, made live
// against an operator API (its base as ONAIR_API_BASE takes it, e.g. https://api.example.com/v2). Each
// answer is handed to `record`; later calls use ids from earlier answers, as the app does.

const asArray = (body) => (Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : []);

export async function probeApi(base, record, fetchImpl = fetch) {
  const root = base.replace(/\/+$/, '');
  let token;
  async function call(method, path, { body, auth = false } = {}) {
    const url = new URL(root + path);
    if (auth && token) url.searchParams.set('access_token', token);
    let res;
    try {
      res = await fetchImpl(url, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      record({ method, path, status: 0, error: String(error?.cause?.message ?? error?.message ?? error) });
      return undefined;
    }
    const json = /json/.test(res.headers.get('content-type') ?? '');
    const answer = json ? await res.json().catch(() => undefined) : undefined;
    if (!json) await res.arrayBuffer().catch(() => undefined);
    record({ method, path: `/v2${path}`, status: res.status, json, body: answer });
    return res.ok ? answer : undefined;
  }

  await call('GET', '/users/self/network');
  await call('GET', '/platform/configuration');
  await call('GET', '/platform/resources');
  const deviceId = `contract-${Math.random().toString(36).slice(2, 10)}`;
  await call('POST', '/users', {
    body: { is_guest: true, username: deviceId, password: deviceId, app_version: 190 },
  });
  const device = await call('POST', '/auth/device', {
    body: { device_id: deviceId, username: deviceId, password: deviceId },
  });
  token = device?.access_token ?? device?.data?.access_token;

  const channels = asArray(await call('GET', '/channels', { auth: true }));
  await call('GET', '/categories');
  const channel = channels.find((c) => c?.is_purchased !== false) ?? channels[0];
  if (channel) {
    await call('GET', `/channels/${channel.id}`, { auth: true });
    await call('GET', `/channels/${channel.id}/config`);
    await call('GET', `/channels/${channel.id}/schedule`, { auth: true });
    await call('GET', `/channels/${channel.id}/stream`, { auth: true });
  }

  const contents = asArray(await call('GET', '/contents?limit=50', { auth: true }));
  const movie = contents.find((c) => c?.content_type === 'movie' && !c.is_lost && !c.is_announcement);
  if (movie) {
    await call('GET', `/contents/${movie.id}`, { auth: true });
    await call('GET', `/contents/${movie.id}/meta`, { auth: true });
    await call('GET', `/contents/${movie.id}/sources`);
    await call('GET', `/contents/${movie.id}/stream`, { auth: true });
  }
  const series = contents.find((c) => c?.content_type === 'series');
  if (series) await call('GET', `/contents/${series.id}/episodes`);
  const persons = asArray(await call('GET', '/persons'));
  if (persons[0]) await call('GET', `/persons/${persons[0].id}`);
  await call('GET', '/users/self/favorites', { auth: true });
}
