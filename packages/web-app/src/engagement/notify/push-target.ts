/**
 * 001 §2 Push modal destinations → the app route the action button opens, and the rule that a viewer
 * who is neither signed in nor a guest signs in first, the target kept for after the sign-in.
 */

export interface PushDestination {
  type: string;
  id?: number | string;
  code?: string;
  slug?: string;
  src?: string;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

/** The route for a destination; null for a type the app does not know (the button is then not shown). */
export function pushTarget(d: PushDestination): string | null {
  const key = d.slug ?? d.id;
  switch (d.type) {
    case 'content':
      return key === undefined ? null : `/contents/${seg(key)}`;
    case 'channel':
      return key === undefined ? '/channels' : `/channels/all/${seg(key)}`;
    case 'promo_key': {
      const code = d.code ?? d.id;
      return code === undefined ? '/promo' : `/promo?code=${seg(code)}`;
    }
    case 'setting':
    case 'settings':
      return '/lk';
    case 'row':
      return key === undefined ? null : `/row/${seg(key)}`;
    case 'rowset':
      return key === undefined ? null : `/rowset/${seg(key)}`;
    case 'packet':
    case 'packets':
      return d.id === undefined ? '/packets' : `/packets/${seg(d.id)}`;
    default:
      return null;
  }
}

export type PushStep = { kind: 'go'; to: string } | { kind: 'sign-in'; after: string };

/** What the action button does for this viewer. */
export function pushAction(to: string, viewer: { signedIn: boolean; guest: boolean }): PushStep {
  return viewer.signedIn || viewer.guest ? { kind: 'go', to } : { kind: 'sign-in', after: to };
}
