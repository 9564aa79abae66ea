/**
 * Why: a shared link goes to other people. It must never carry this viewer's session or device
 * (issue 21): the token parameters, the device serial and any other secret-named parameter are removed,
 * whatever put them in the address and however they are spelled (`accessToken`, `access%5Ftoken`, a
 * fragment's `#access_token=`), by the product's one list of secret names (issue 35).
 */
import { withoutSecretParams } from '@onair/player-sdk/diagnostics';

/** Pure: the page address fit to share. */
export function shareableUrl(href: string): string {
  return withoutSecretParams(href);
}
