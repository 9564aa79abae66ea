/**
 * Issue 21 item 3 in the browser: the diagnostics a viewer copies never carry a secret. The operator's stream
 * answer is rewritten so the stream URL carries every kind of secret the issue lists (the operator token,
 * CDN tokens, S3/GCS/CloudFront signatures, HMAC, Wowza and Akamai tokens, a JWT path segment, a token in the
 * fragment, a session id) and the media always fails (fault=404always), so the skin offers 'More'; the dialog
 * and the copied text show the URL with every value replaced by ***. Before the fix auth_token, user_token,
 * id_token, session_id, X-Goog-Signature, hmac, wmsAuthSign, the fragment token and the JWT went out as they
 * were (checked against the old code once).
 */
import { expect, guestToken, STACK, test } from '../fixtures';
import { findContent } from './sdk-harness';

test.describe.configure({ timeout: 180_000 });

const SECRETS = {
  access_token: 'opTokenA1',
  auth_token: 'authTokB2',
  user_token: 'userTokC3',
  id_token: 'idTokD4',
  session_id: 'sessE5',
  'X-Amz-Signature': 'amzSigF6',
  'X-Goog-Signature': 'googSigG7',
  Signature: 'cfSigH8',
  Policy: 'cfPolI9',
  'Key-Pair-Id': 'cfKeyJ10',
  hmac: 'hmacK11',
  wmsAuthSign: 'wowzaL12',
  hdnts: 'akamaiM13',
} as const;
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ2aWV3ZXIifQ.jwtSigN14';
const FRAGMENT_TOKEN = 'fragTokO15';

/** Adds every secret to a media URL: query, a JWT path segment and a token in the fragment. */
function withSecrets(url: string): string {
  const u = new URL(url);
  u.pathname = u.pathname.replace(/\/([^/]+)$/, `/${JWT}/$1`);
  for (const [name, value] of Object.entries(SECRETS)) u.searchParams.set(name, value);
  u.hash = `token=${FRAGMENT_TOKEN}`;
  return u.href;
}

test('the copied diagnostics of a failing stream whose URL carries every secret kind show none of them', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: STACK.examples.replace(/\/$/, ''),
  });
  const token = await guestToken();
  const contentId = await findContent(token, (s) => !s.laClearkey && Boolean(s.hls_mbr ?? s.hls));
  await page.route(`${STACK.api}/contents/${contentId}/stream**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
    const stream = body.data ?? body;
    for (const key of ['hls', 'hls_mbr', 'dash', 'mp4']) {
      if (typeof stream[key] === 'string') stream[key] = withSecrets(stream[key] as string);
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto(`${STACK.examples}react.html?content=${contentId}&fault=404always`);
  const more = page.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible({ timeout: 60_000 });
  await more.click();
  const dialog = page.getByRole('dialog', { name: 'Playback diagnostics' });
  await expect(dialog).toContainText('Stream URL');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog).toContainText('Copied to clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const shown = (await dialog.textContent()) ?? '';

  const url = /Stream URL: (\S+)/.exec(copied)?.[1] ?? '';
  expect(url, copied).toContain(`/***/`);
  for (const name of Object.keys(SECRETS)) expect(url).toContain(`${name}=***`);
  expect(url).toContain('#token=***');
  for (const secret of [...Object.values(SECRETS), JWT.split('.')[2]!, FRAGMENT_TOKEN, token]) {
    expect(copied).not.toContain(secret);
    expect(shown).not.toContain(secret);
  }
});
