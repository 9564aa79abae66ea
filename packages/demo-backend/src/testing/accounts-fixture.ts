// Test support for the sign-in calls: read a code from the SMS outbox, sign in by phone or password.
import type { FastifyInstance } from 'fastify';

export interface GrantBody {
  access_token: string;
  expired: number;
  device: { id: number; serial: string };
  user: { id: number; username: string; is_guest: boolean; phone: string | null };
}

let clients = 0;
/**
 * A new client address per call unless one is given: the per-address rate limits (src/http/rate-limits.ts)
 * are tested on their own, and these suites test what holds whatever address a caller uses.
 */
export const anotherAddress = () => `10.0.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`;

export async function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  token?: string,
  remoteAddress = anotherAddress(),
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** The last code the SMS outbox holds for `phone`. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/sink/sms?phone=${phone}` });
  const code = (res.json() as { last: { code: string } | null }).last?.code;
  if (!code) throw new Error(`no SMS for ${phone}: ${res.body}`);
  return code;
}

export async function signInByPhone(
  app: FastifyInstance,
  phone: string,
  extra: { device_id?: string; token?: string } = {},
): Promise<GrantBody> {
  const sent = await post(app, '/v2/otps', { phone });
  if (sent.statusCode !== 200) throw new Error(`otps: ${sent.statusCode} ${sent.body}`);
  const body = {
    phone,
    token: await lastCode(app, phone),
    ...(extra.device_id ? { device_id: extra.device_id } : {}),
  };
  const res = await post(app, '/v2/auth/otp', body, extra.token);
  if (res.statusCode !== 200) throw new Error(`auth/otp: ${res.statusCode} ${res.body}`);
  return res.json() as GrantBody;
}

export async function signInByPassword(
  app: FastifyInstance,
  login: string,
  password: string,
  device_id?: string,
): Promise<GrantBody> {
  const res = await post(app, '/v2/auth/login', { login, password, ...(device_id ? { device_id } : {}) });
  if (res.statusCode !== 200) throw new Error(`auth/login: ${res.statusCode} ${res.body}`);
  return res.json() as GrantBody;
}

/**
 * A parental approval for `action` (issue 35): the PIN checked by the server, as the app does before a change
 * parental control holds back. Send it as the X-Parental-Approval header.
 */
export async function parentalApproval(
  app: FastifyInstance,
  token: string,
  action: string,
  pin: string,
): Promise<string> {
  const res = await post(app, '/v2/users/self/parental_code/check', { code: pin, action }, token);
  const approval = (res.json() as { approval?: { token: string } }).approval?.token;
  if (!approval) throw new Error(`no approval for ${action}: ${res.statusCode} ${res.body}`);
  return approval;
}
