/**
 * 001 §4 watch button: a pay button with show_options loads the content's packets and opens quick
 * packets; otherwise its button_data names what to buy (here a packet, bought on its page).
 */
export type ContentBuyTarget =
  | { kind: 'quick_packets' }
  | { kind: 'packet'; packetId: number }
  | { kind: 'none' };

export function contentBuyTarget(
  button: { show_options?: boolean | null; button_data?: unknown } | undefined,
): ContentBuyTarget {
  if (!button) return { kind: 'none' };
  if (button.show_options) return { kind: 'quick_packets' };
  const data = button.button_data as { packet_id?: unknown } | null | undefined;
  const id = Number(data?.packet_id);
  return Number.isInteger(id) && id > 0 ? { kind: 'packet', packetId: id } : { kind: 'none' };
}
