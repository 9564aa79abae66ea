// Issue 35 item 8, on the code before it: password sign-in had only a per-address limit, so guesses
// spread over addresses (or two instances) were all compared; passwords stayed at scrypt N = 2^14
// for good; a guest's generated password went through scrypt on every first visit (issue 38). Each
// test here failed on that code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../testing/accounts-fixture';
import { FIXED_NOW_MS, fixtureApi } from '../testing/api-fixture';
import { FIRST_BACKOFF_MS, FREE_PASSWORD_FAILURES } from './password-backoff';
import { PasswordHasher, passwordCostFrom } from './passwords';

let now = FIXED_NOW_MS;
let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi(() => now);
});
afterAll(() => api.app.close());

const error = (res: { json: () => unknown }) => (res.json() as { error: Record<string, unknown> }).error;
const login = (login: string, password: string) => post(api.app, '/v2/auth/login', { login, password });
const storedHash = async (username: string) =>
  (
    await api.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE username = $1',
      [username],
    )
  )[0]?.password_hash;

describe('the per-account back-off', () => {
  it('after the free wrong passwords, from any addresses, even the right one waits', async () => {
    expect((await post(api.app, '/v2/users', { username: 'vera', password: 'vera-pass-1' })).statusCode).toBe(
      201,
    );
    for (let i = 0; i < FREE_PASSWORD_FAILURES; i++) {
      const res = await login('vera', `wrong-${i}`);
      expect(error(res)).toMatchObject({ status: 400, error_code: 'invalid_credentials' });
    }
    const waiting = await login('vera', 'vera-pass-1');
    expect(waiting.statusCode).toBe(429);
    expect(error(waiting)).toMatchObject({ error_code: 'sign_in_backoff', field: 'password' });
    now += FIRST_BACKOFF_MS;
    expect((await login('vera', 'vera-pass-1')).statusCode).toBe(200);
    // A right password starts the count again.
    for (let i = 0; i < FREE_PASSWORD_FAILURES; i++) {
      expect((await login('vera', `wrong-again-${i}`)).statusCode).toBe(400);
    }
  });

  it('backs off an unknown login alike, so the back-off does not tell which logins exist', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= FREE_PASSWORD_FAILURES; i++)
      answers.push((await login('nobody-here', `p-${i}`)).statusCode);
    expect(answers).toEqual([...Array(FREE_PASSWORD_FAILURES).fill(400), 429]);
  });

  it('answers a burst of parallel wrong passwords with at most the free comparisons', async () => {
    expect(
      (await post(api.app, '/v2/users', { username: 'burst', password: 'burst-pass-1' })).statusCode,
    ).toBe(201);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login('burst', `guess-${i}`)));
    const compared = answers.filter((r) => r.statusCode === 400).length;
    expect(compared).toBe(FREE_PASSWORD_FAILURES);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30 - FREE_PASSWORD_FAILURES);
  });
});

describe('password storage', () => {
  it('hashes again at the current cost on the next sign-in when stored at an older one', async () => {
    // What the code before stored: scrypt N = 2^14.
    const old = await new PasswordHasher({ N: 16_384, r: 8, p: 1 }).hash('legacy-pass');
    await api.database.query(
      `INSERT INTO users (username, first_name, is_guest, date_joined, password_hash) VALUES ('legacy', '', false, $1, $2)`,
      [now, old],
    );
    expect((await login('legacy', 'legacy-pass')).statusCode).toBe(200);
    const { N, r, p } = passwordCostFrom();
    const renewed = await storedHash('legacy');
    expect(renewed).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    expect(renewed).not.toBe(old);
    expect((await login('legacy', 'legacy-pass')).statusCode).toBe(200);
  });

  it('keeps a guest’s generated password as its SHA-256, no slow hash (issue 38)', async () => {
    const res = await post(api.app, '/v2/users', {
      is_guest: true,
      username: 'guest-7f3a9c',
      password: 'generated-id-and-serial',
      device_id: 'tv-7f3a9c',
    });
    expect(res.statusCode).toBe(201);
    expect(await storedHash('guest-7f3a9c')).toMatch(/^sha256\$[0-9a-f]{64}$/);
  });
});
