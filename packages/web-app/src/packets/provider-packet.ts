/**
 * 000 §5: "A packet not in the user's provider list leads to provider-packet-not-found handling: Alania
 * users get their own modal, users of another provider go to /provider/{shortname}#tariffs, and a guest
 * goes to auth." The list is the viewer's packets (GET /v2/packets); the packet's answer names the
 * provider selling it. (No demo provider is Alania: docs/decisions.md.)
 */
export type ForeignPacket = { kind: 'own' } | { kind: 'sign_in' } | { kind: 'provider'; to: string };

export function foreignPacket(
  packet: { id: number; provider?: { id: number | string; shortname: string } | null },
  providerList: readonly { id: number }[] | undefined,
  guest: boolean,
): ForeignPacket {
  const seller = packet.provider;
  if (!seller || !providerList || providerList.some((p) => p.id === packet.id)) return { kind: 'own' };
  if (guest) return { kind: 'sign_in' };
  return { kind: 'provider', to: `/provider/${encodeURIComponent(seller.shortname)}#tariffs` };
}
