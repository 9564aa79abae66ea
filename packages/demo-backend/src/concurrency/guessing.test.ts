// Issue 35 acceptance, on two backend processes sharing one PostgreSQL (the concurrency suite): a burst
// of wrong codes against a mobile payment, and against sign-in (codes and passwords), spread over both
// instances. Every try must be counted before its secret is compared, and the per-address limits must
// hold across the instances. What each scenario reproduced on the code before is in its comment (run
// three times against 2ce0861 with this harness and the same requests; the phone proof, which did not
// exist, skipped).
import { describe, expect, it } from 'vitest';
import { FREE_PASSWORD_FAILURES } from '../accounts/password-backoff';
import { MAX_CODE_ATTEMPTS } from '../billing/policy';
import { RATE_LIMITS } from '../http/rate-limits';
import { maxTriesWithin } from '../testing/backoff-bound';
import { expectCodeBurstCounted, wrongCodes } from '../testing/code-bursts';
import { request, useTwoInstances } from '../testing/two-instances';

const two = useTwoInstances();
const BURST = 41;

let phones = 0;
const newPhone = () =>
  `7903${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;

/** A hosted-page form post, as the payer's browser sends it. */
async function postForm(base: string, route: string, fields: Record<string, string>) {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return res.status;
}

describe('a burst of wrong codes against a mobile payment', () => {
  // On the code before: 37, 41 and 41 of the 41 were compared in three runs (attempts; the 5-try limit
  // was counted after each comparison), so a right code among them confirmed the payment.
  it('compares at most the allowed tries, across both instances, and fails the payment', async () => {
    const [a, b] = two().bases;
    const viewer = await two().viewer();
    const phone = newPhone();
    // Only a proved phone is billed: prove it on one instance, pay on the other.
    expect((await viewer.call(a, 'POST', '/v2/otps', { phone, purpose: 'payment_phone' })).status).toBe(200);
    const proof = await two().lastSms(phone);
    const proved = await viewer.call(b, 'POST', '/v2/users/self/payment_phones', {
      phone,
      token: proof?.code,
    });
    expect(proved.status).toBe(201);
    const [account] = (await viewer.call(a, 'GET', '/v2/users/self/accounts')).body as { id: number }[];
    const payment = await viewer.call(
      b,
      'POST',
      `/v2/users/self/accounts/${account?.id}/payforms/ext_billing_balance`,
      {
        paysystem_shortname: 'demo_sms',
        amount: 150,
        phone,
      },
    );
    expect(payment.status).toBe(201);
    const right = (await two().lastSms(phone))?.code ?? '';
    const id = String(payment.body.id);

    const codes = wrongCodes(right, BURST);
    const answers = await two().burst(BURST, (base, i) =>
      postForm(base, `/demo-pay/${id}/code?lang=en`, { code: codes[i] as string }),
    );
    // 422: a wrong code with tries left; 303: the payment moved on (failed) or was already closed.
    expect(answers.filter((s) => s === 422).length).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS - 1);
    const [row] = await two().db.query<{ attempts: number; state: string }>(
      'SELECT attempts, state FROM billing_transactions WHERE id = $1',
      [id],
    );
    expect(Number(row?.attempts)).toBe(MAX_CODE_ATTEMPTS);
    expect(row?.state).toBe('error');
    // The right code after the burst pays nothing.
    expect(await postForm(a, `/demo-pay/${id}/code?lang=en`, { code: right })).toBe(303);
    expect((await viewer.call(b, 'GET', `/v2/users/self/transactions/${id}`)).body).toMatchObject({
      status: 'error',
    });
    expect(await viewer.balance()).toBe(0);
  }, 120_000);
});

describe('a burst of wrong codes and passwords against sign-in', () => {
  // On the code before: each instance kept its own per-address counts, so 20 of the 41 requests from
  // one address reached the code check (10 per instance; 3 of 3 runs) instead of 10. The code itself
  // held at 5 tries there too (its row was locked while compared), and still does, now counted first.
  it('a phone’s code: the address limit holds across both instances, and at most the allowed tries are compared', async () => {
    const [a] = two().bases;
    const phone = newPhone();
    expect((await request(a, 'POST', '/v2/users', { body: { username: `p${phone}`, phone } })).status).toBe(
      201,
    );
    expect((await request(a, 'POST', '/v2/otps', { body: { phone } })).status).toBe(200);
    const right = (await two().lastSms(phone))?.code ?? '';
    const codes = wrongCodes(right, BURST);
    const answers = await two().burst(BURST, (base, i) =>
      request(base, 'POST', '/v2/auth/otp', { body: { phone, token: codes[i] } }),
    );
    await expectCodeBurstCounted(two(), answers, phone);
  }, 120_000);

  // On the code before: all 40 wrong passwords were compared (3 of 3 runs: 20 per instance passed the
  // per-address limit, and nothing counted per account). Now the address limit is shared (20 in all) and the
  // account's back-off lets through only its free tries, plus one per wait that ran out meanwhile.
  it('a password: the per-account back-off and the shared address limit bound the comparisons', async () => {
    const viewer = await two().viewer();
    const started = Date.now();
    const tries = 40;
    const answers = await two().burst(tries, (base, i) =>
      request(base, 'POST', '/v2/auth/login', { body: { login: viewer.username, password: `guess-${i}` } }),
    );
    const elapsed = Date.now() - started;
    const byCode = (code: string) => answers.filter((r) => r.body?.error?.error_code === code).length;
    expect(tries - byCode('rate_limited')).toBe(RATE_LIMITS.signIn.max);
    const compared = byCode('invalid_credentials');
    expect(compared).toBeGreaterThanOrEqual(FREE_PASSWORD_FAILURES);
    expect(compared).toBeLessThanOrEqual(maxTriesWithin(elapsed));
    expect(byCode('sign_in_backoff')).toBe(RATE_LIMITS.signIn.max - compared);
  }, 120_000);
});

describe('text messages across both instances', () => {
  // On the code before: each instance remembered the last PIN SMS in its own memory, so a burst across
  // two sent the PIN twice (once per instance).
  it('the parental PIN by SMS goes once a minute, whichever instance is asked', async () => {
    const viewer = await two().viewer();
    const phone = newPhone();
    await two().db.query('UPDATE users SET phone = $2 WHERE id = $1', [viewer.userId, phone]);
    expect((await viewer.call(two().bases[0], 'PATCH', '/v2/users/self', { pincode: '2468' })).status).toBe(
      200,
    );
    const answers = await two().burst(10, (base) =>
      viewer.call(base, 'POST', '/v2/users/self/parental_code/send'),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.body?.error?.error_code === 'rate_limited')).toHaveLength(9);
  }, 120_000);
});
