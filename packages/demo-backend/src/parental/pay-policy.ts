// Why (000 §4 Parental PIN, §6 Parental checks "refilling balance and linking a card require the check",
// §4 Buying a packet "run the parental check (action pay)"; issue 36): paying asks the PIN when this
// device's "payments" switch is on and the account has a PIN — and the server decides it, so a client
// that skips the app's prompt (curl, a modified app) moves no money. Pure: the billing routes gather the
// scene and ask.
import type { ParentalAction, ParentalScene } from './approval-policy';

/**
 * What a payment needs: nothing while the device's pay switch is off or the account has no PIN, otherwise a
 * `pay` approval — every time, on any profile. 000 §4's "a recent transaction (within 30 s) skips the PIN"
 * names vod, channel and programme, the viewing of what was just paid for; it opens no second payment
 * (docs/decisions.md).
 */
export function paymentNeeds(scene: ParentalScene): ParentalAction | null {
  if (!scene.pinSet || scene.switches.pay !== true) return null;
  return 'pay';
}
