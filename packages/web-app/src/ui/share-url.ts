/**
 * Why: a shared link goes to other people. It must never carry this viewer's session or device
 * (issue 21): the token parameters, the device serial and any other secret-named parameter are removed,
 * whatever put them in the address.
 */
const PRIVATE_PARAMS = new Set([
  'access_token',
  'token',
  'auth_token',
  'user_token',
  'id_token',
  'refresh_token',
  'session_id',
  'device_serial',
  'password',
]);

/** Pure: the page address fit to share. */
export function shareableUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  for (const name of [...url.searchParams.keys()]) {
    if (PRIVATE_PARAMS.has(name.toLowerCase())) url.searchParams.delete(name);
  }
  return url.toString();
}
