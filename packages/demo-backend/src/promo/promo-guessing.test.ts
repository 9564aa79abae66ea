// Issue 35 item 2 ("the same rule for every code check"): a promo key is a word a person can guess
// (FREE30), and the code before let one account check keys without any limit (the 11th try below, the
// right key, was 200 there). Now each try is counted per account, before the key is looked up, in the
// database, whatever address it comes from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limits';
import { post, signInByPassword } from '../testing/accounts-fixture';
import { fixtureApi } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

describe('guessing promo keys', () => {
  it('one account gets the limit’s worth of tries, from any addresses, then waits', async () => {
    expect(
      (await post(api.app, '/v2/users', { username: 'key-guesser', password: 'long-enough' })).statusCode,
    ).toBe(201);
    const { access_token: token } = await signInByPassword(api.app, 'key-guesser', 'long-enough');
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.promo.max; i++) {
      statuses.push(
        (await post(api.app, '/v2/users/self/promokeys/check', { key: `GUESS${i}` }, token)).statusCode,
      );
    }
    expect(statuses.every((s) => s === 404 || s === 400)).toBe(true);
    const limited = await post(api.app, '/v2/users/self/promokeys/check', { key: 'FREE30' }, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { error_code: 'rate_limited' } });
    // Another account is not held back.
    expect(
      (await post(api.app, '/v2/users', { username: 'key-owner', password: 'long-enough' })).statusCode,
    ).toBe(201);
    const other = await signInByPassword(api.app, 'key-owner', 'long-enough');
    expect(
      (await post(api.app, '/v2/users/self/promokeys/check', { key: 'FREE30' }, other.access_token))
        .statusCode,
    ).toBe(200);
  });
});
