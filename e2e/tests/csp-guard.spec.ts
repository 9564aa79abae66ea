/**
 * The CSP guard (csp-guard.ts) hears a violation from the page's own `securitypolicyviolation` event, not only
 * from the console, in the top page and in a frame; a report-only policy's event does not count. The pages
 * are served by the test under a made-up origin, in a context of the test's own (the suite's guarded context
 * would rightly fail this test).
 */
import { expect, test } from '../fixtures';
import { watchCspViolations } from '../support/csp-guard';

const ORIGIN = 'http://csp-guard.test';
const PIXEL = '<img alt="" src="/pixel.gif">';

test('a blocked load is recorded from the securitypolicyviolation event, in the page and in a frame', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const seen = await watchCspViolations(context);
    await context.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const headers = { 'content-type': 'text/html' };
      if (path === '/enforced')
        return route.fulfill({
          headers: { ...headers, 'content-security-policy': "img-src 'none'" },
          body: `${PIXEL}<iframe src="/framed"></iframe>`,
        });
      if (path === '/framed')
        return route.fulfill({
          headers: { ...headers, 'content-security-policy': "img-src 'none'" },
          body: PIXEL,
        });
      if (path === '/report-only')
        return route.fulfill({
          headers: { ...headers, 'content-security-policy-report-only': "img-src 'none'" },
          body: PIXEL,
        });
      return route.fulfill({ status: 404, body: '' });
    });
    const page = await context.newPage();
    const fromEvents = () => seen.filter((v) => v.text.startsWith('securitypolicyviolation:'));

    await page.goto(`${ORIGIN}/report-only`);
    await page.goto(`${ORIGIN}/enforced`);
    await expect
      .poll(() =>
        fromEvents()
          .map((v) => new URL(v.page).pathname)
          .sort(),
      )
      .toEqual(['/enforced', '/framed']);
    expect(fromEvents()[0]?.text).toMatch(
      /^securitypolicyviolation: img-src blocked http:\/\/csp-guard\.test\/pixel\.gif/,
    );
  } finally {
    await context.close();
  }
});
