/**
 * Why: 001 §2 Row slider behaviour — a rowset item's destination decides what a click does: open_url
 * opens a new tab, enter_promo_key the promo wizard, text a message with its title and description;
 * content, row, packet, rowset, channel and last_channel navigate. An unknown type does nothing rather
 * than guess.
 */
export interface Destination {
  type?: string | null;
  id?: number | string | null;
  slug?: string | null;
  library_id?: number | null;
  src?: string | null;
  title?: string | null;
  description?: string | null;
}

export type DestinationAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'open'; url: string }
  | { kind: 'message'; title: string; text: string }
  | { kind: 'promo' }
  | { kind: 'none' };

const ref = (d: Destination) => encodeURIComponent(String(d.slug || d.id || ''));
const withLibrary = (path: string, d: Destination) =>
  d.library_id ? `${path}?library_id=${encodeURIComponent(String(d.library_id))}` : path;

export function destinationAction(
  d: Destination | null | undefined,
  lastChannel: string | null,
): DestinationAction {
  if (!d?.type) return { kind: 'none' };
  switch (d.type) {
    case 'open_url':
      return d.src && /^https?:\/\//i.test(d.src) ? { kind: 'open', url: d.src } : { kind: 'none' };
    case 'enter_promo_key':
      return { kind: 'promo' };
    case 'text':
      return { kind: 'message', title: d.title ?? '', text: d.description ?? '' };
    case 'content':
      return { kind: 'navigate', to: withLibrary(`/contents/${ref(d)}`, d) };
    case 'row':
      return { kind: 'navigate', to: withLibrary(`/row/${ref(d)}`, d) };
    case 'rowset':
      return { kind: 'navigate', to: `/rowset/${ref(d)}` };
    case 'packet':
      return { kind: 'navigate', to: `/packets/${ref(d)}` };
    case 'channel':
      return { kind: 'navigate', to: `/channels/all/${ref(d)}` };
    case 'last_channel':
      return {
        kind: 'navigate',
        to: lastChannel ? `/channels/all/${encodeURIComponent(lastChannel)}` : '/channels',
      };
    default:
      return { kind: 'none' };
  }
}
