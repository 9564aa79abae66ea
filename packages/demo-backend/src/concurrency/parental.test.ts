// Issue 35 acceptance, parallel PIN checks on two backend processes sharing one PostgreSQL: a burst of wrong
// PINs is bounded by the account's attempt counter (each try counted, in the database, before it is
// compared) and by the PIN-check route's per-address limit, which both instances count in one place.
//
// What it reproduced on the code before (2ce0861, with this harness and the same requests): the PIN-check
// route had no limit at all, so all 40 guesses reached the check (the account's count itself held at 5,
// its row locked while compared — and still holds, now counted first). A limit kept in each process's memory
// would have let 40 through as well (20 per instance).
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limits';
import { MAX_WRONG_PINS } from '../profiles/pin-policy';
import type { Answer, Method } from '../testing/two-instances';
import { useTwoInstances } from '../testing/two-instances';

const two = useTwoInstances();
const BURST = 40;
const PIN = '2468';

/**
 * Calls from one client address of the loopback network (127.0.0.2, …), so this scenario's address limit is
 * its own and not what the other scenarios of the suite spent from 127.0.0.1 this minute.
 */
function fromAddress(localAddress: string) {
  const agent = new http.Agent({ keepAlive: true, localAddress });
  const call = (base: string, method: Method, route: string, token?: string, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${base}${route}`,
        {
          method,
          agent,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => {
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Not JSON: the text as it came.
            }
            resolve({
              status: res.statusCode ?? 0,
              body: parsed,
              replayed: res.headers['idempotent-replayed'] === 'true',
            });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

describe('parallel PIN checks across both instances', () => {
  it('compare at most the allowed wrong tries, and reach the check at most the route’s limit', async () => {
    const [a, b] = two().bases;
    const viewer = await two().viewer();
    expect((await viewer.call(a, 'PATCH', '/v2/users/self', { pincode: PIN })).status).toBe(200);
    const client = fromAddress('127.0.0.2');
    try {
      // Open the sockets first (from this address), so the burst reaches both servers together.
      await Promise.all(
        Array.from({ length: BURST }, (_, i) => client.call(i % 2 ? b : a, 'GET', '/v2/concurrency-warm-up')),
      );
      const wrong = (i: number) => String((Number(PIN) + 1 + i) % 10_000).padStart(4, '0');
      const answers = await two().burst(BURST, (base, i) =>
        client.call(base, 'POST', '/v2/users/self/parental_code/check', viewer.token, {
          code: wrong(i),
          action: 'profile',
        }),
      );
      const byCode = (code: string) => answers.filter((r) => r.body?.error?.error_code === code).length;
      const compared = answers.filter((r) => r.status === 200);
      // The address limit, counted once for both instances.
      expect(BURST - byCode('rate_limited')).toBe(RATE_LIMITS.pin.max);
      // The account's count: five wrong ones compared, every other refused uncompared while locked.
      expect(compared).toHaveLength(MAX_WRONG_PINS);
      expect(compared.every((r) => r.body.valid === false && r.body.approval === undefined)).toBe(true);
      expect(byCode('error_parental_code_locked')).toBe(RATE_LIMITS.pin.max - MAX_WRONG_PINS);
      const [row] = await two().db.query<{ failures: number; locked_until: number | null }>(
        'SELECT failures, locked_until FROM pin_attempts WHERE user_id = $1',
        [viewer.userId],
      );
      expect(Number(row?.failures)).toBe(MAX_WRONG_PINS);
      expect(row?.locked_until).not.toBeNull();
      // The right PIN after the burst, from another address: still locked, and no approval comes of it.
      const right = await viewer.call(b, 'POST', '/v2/users/self/parental_code/check', {
        code: PIN,
        action: 'profile',
      });
      expect(right.status).toBe(429);
      expect(right.body.error.error_code).toBe('error_parental_code_locked');
      const [{ approvals } = { approvals: -1 }] = await two().db.query<{ approvals: number }>(
        'SELECT count(*)::int AS approvals FROM parental_approvals WHERE user_id = $1',
        [viewer.userId],
      );
      expect(approvals).toBe(0);
    } finally {
      client.close();
    }
  }, 120_000);
});
