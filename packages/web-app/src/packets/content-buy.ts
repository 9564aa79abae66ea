/**
 * 001 §4 watch button: a pay button with show_options loads the content's packets and opens quick
 * packets; otherwise its button_data starts an offer purchase (offer version tv303) of the purchase type
 * it names — the content itself when it is sold alone. A button_data naming only a packet (an operator
 * that sells the content through one packet) opens that packet's purchase.
 */
export type ContentBuyTarget =
  | { kind: 'quick_packets' }
  | { kind: 'offer'; purchaseTypeId: number; libraryId: number | null; entityLicenseId: number | null }
  | { kind: 'packet'; packetId: number }
  | { kind: 'none' };

/** 001 §4: the offer version a content's pay button buys with. */
export const CONTENT_OFFER_VERSION = 'tv303';

const positive = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function contentBuyTarget(
  button: { show_options?: boolean | null; button_data?: unknown } | undefined,
): ContentBuyTarget {
  if (!button) return { kind: 'none' };
  if (button.show_options) return { kind: 'quick_packets' };
  const data = (button.button_data ?? null) as Record<string, unknown> | null;
  const type = positive(data?.purchase_type_id);
  if (type !== null) {
    return {
      kind: 'offer',
      purchaseTypeId: type,
      libraryId: positive(data?.library_id),
      entityLicenseId: positive(data?.entity_license_id),
    };
  }
  const packetId = positive(data?.packet_id);
  return packetId !== null ? { kind: 'packet', packetId } : { kind: 'none' };
}
