/**
 * 000 §5: "A packet not in the user's provider list leads to provider-packet-not-found handling: Alania
 * users get their own modal, users of another provider go to /provider/{shortname}#tariffs, and a guest
 * goes to auth." The packet's answer names the provider selling it; the session names the viewer's.
 * (No demo provider is Alania: docs/decisions.md.)
 */
export type ForeignPacket = { kind: 'own' } | { kind: 'sign_in' } | { kind: 'provider'; to: string };

export function foreignPacket(
  packet: { provider?: { id: number | string; shortname: string } | null },
  viewerProviderId: number | string | null | undefined,
  guest: boolean,
): ForeignPacket {
  const seller = packet.provider;
  if (!seller || viewerProviderId == null || String(seller.id) === String(viewerProviderId))
    return { kind: 'own' };
  if (guest) return { kind: 'sign_in' };
  return { kind: 'provider', to: `/provider/${encodeURIComponent(seller.shortname)}#tariffs` };
}
