import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_ORIGIN } from '../testing/api-fixture';
import { billingApi, newViewer, pagePath, submit } from '../testing/billing-fixture';

// Issue 35 item 8: the hosted payment page took any http(s) return_url and sent the payer there after paying
// (an open redirect on the provider's own page), and its CSP said `frame-ancestors *`, so any site could frame
// it (checked once on that code: every case below failed).
let api: Awaited<ReturnType<typeof billingApi>>;
beforeAll(async () => {
  api = await billingApi();
});
afterAll(() => api.app.close());

const topUp = async (returnUrl: string) => {
  const viewer = await newViewer(api.app);
  return viewer.call('POST', `/v2/users/self/accounts/${viewer.accountId}/payforms/short_url`, {
    amount: '10.00',
    paysystem_shortname: 'demo_card',
    return_url: returnUrl,
    lang: 'en',
  });
};

describe('the hosted payment page', () => {
  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a look-alike host', 'http://app.test.evil.example/x'],
    ['another port', 'http://app.test:8080/x'],
    ['a userinfo trick', 'http://app.test@evil.example/x'],
  ])('refuses a return_url on %s', async (_kind, url) => {
    const answer = await topUp(url);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ error_code: 'invalid_request', field: 'return_url' });
  });

  it('refuses it on every route that takes one', async () => {
    const viewer = await newViewer(api.app);
    const card = await viewer.call('POST', '/v2/users/self/cards', { return_url: 'https://evil.example/' });
    expect(card.status).toBe(400);
    expect(card.body.error.field).toBe('return_url');
  });

  it('sends the payer back to the app and may be framed by the app only', async () => {
    const answer = await topUp(`${TEST_APP_ORIGIN}/settings/payment`);
    expect(answer.status).toBe(201);
    const page = await api.app.inject({ method: 'GET', url: pagePath(answer.body.full_url as string) });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors 'self' ${TEST_APP_ORIGIN}`);
    expect(policy).not.toContain('frame-ancestors *');
    const paid = await submit(api.app, pagePath(answer.body.full_url as string), {
      number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(new RegExp(`^${TEST_APP_ORIGIN}/settings/payment\\?purchased=true`));
  });
});
