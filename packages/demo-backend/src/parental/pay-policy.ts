// Why (000 §4 Parental PIN, §6 Parental checks "refilling balance and linking a card require the check",
// §4 Buying a packet "run the parental check (action pay)"; issue 36): paying asks the PIN when this
// device's "payments" switch is on and the account has a PIN — and the server decides it, so a client
// that skips the app's prompt (curl, a modified app) moves no money. Pure: the billing routes gather the
// scene, the time of the account's last payment (the ledger's) and the clock, and ask.
import type { ParentalAction, ParentalScene } from './approval-policy';

/** 000 §4 / §9 "a recent transaction within 30 s skips the PIN" (docs/decisions.md: applied to paying too). */
export const RECENT_PAYMENT_MS = 30_000;

/**
 * What a payment needs: nothing while the device's pay switch is off or the account has no PIN; nothing
 * within 30 s after the account's last payment (a viewer paying twice in a row is asked once); otherwise
 * a `pay` approval. A child profile never rides on an adult's payment: its every payment asks.
 */
export function paymentNeeds(
  scene: ParentalScene,
  lastPaymentAt: number | null,
  now: number,
): ParentalAction | null {
  if (!scene.pinSet || scene.switches.pay !== true) return null;
  const since = lastPaymentAt === null ? null : now - lastPaymentAt;
  if (!scene.childActive && since !== null && since >= 0 && since < RECENT_PAYMENT_MS) return null;
  return 'pay';
}
