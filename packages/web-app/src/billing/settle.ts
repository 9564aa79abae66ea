/**
 * After the money arrived (000 §4 After a transaction): the packet it was for is enabled, once. The
 * operator may enable it with the payment itself; then it is already current and nothing is bought
 * again. Otherwise the subscription is made from the topped-up balance. Kept apart from the watcher so
 * the rule "enable exactly once" is tested without a browser.
 */
import type { CurrentSubscription, PacketDetail } from '../packets/schemas';

export interface SettleDeps {
  current(): Promise<CurrentSubscription[]>;
  futures(): Promise<CurrentSubscription[]>;
  packet(id: string): Promise<PacketDetail>;
  subscribe(packetId: number, period?: number): Promise<CurrentSubscription>;
}

export interface Settled {
  packetName: string | null;
  paused: boolean;
  /** A second base tariff starts when the current one ends (000 §4 Subscription: future). */
  future: boolean;
}

export async function settlePacket(deps: SettleDeps, packetId: number | null): Promise<Settled> {
  if (packetId === null) return { packetName: null, paused: false, future: false };
  const [current, futures] = await Promise.all([deps.current(), deps.futures()]);
  const active = current.find((s) => s.packet.id === packetId);
  if (active) return { packetName: active.packet.name, paused: active.is_paused === true, future: false };
  const later = futures.find((s) => s.packet.id === packetId);
  if (later) return { packetName: later.packet.name, paused: false, future: true };
  const packet = await deps.packet(String(packetId));
  const made = await deps.subscribe(packetId, packet.period ?? undefined);
  const paused = made.is_paused === true || packet.is_paused === true;
  // The answer does not say whether it starts now; a base tariff bought beside another one waits.
  const waits = (await deps.futures()).some((s) => s.id === made.id);
  return { packetName: packet.name, paused, future: waits };
}
