/**
 * Why: which partner origins may drive an embed is the provider's business decision (issue 8): some
 * let any page embed and control the player, others only their own sites. Embeds are closed unless
 * opened (issue 21): with nothing configured only the app's own origin may read or control them. The
 * runtime config (`/config.js`, `embedAllow`) opens either list per provider without a rebuild (a list
 * of origins, or `*`), and a provider not listed falls back to the `default` entry.
 */
import type { OriginAllowList } from '@onair/player-sdk/embed';
import { originOf } from '../security/origin';

export interface EmbedAllowLists {
  control: OriginAllowList;
  read: OriginAllowList;
}

export type EmbedAllowConfig = Record<string, Partial<EmbedAllowLists>>;

/** Empty lists: the bridge still serves the app's own origin, no one else. */
const CLOSED: EmbedAllowLists = { control: [], read: [] };

function isAllowList(value: unknown): value is OriginAllowList {
  return value === '*' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
}

/** Reads the config defensively: a malformed entry is ignored (and named), never a crash. */
export function parseAllowConfig(raw: unknown, warn: (message: string) => void = () => {}): EmbedAllowConfig {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    warn('embedAllow must be an object of provider → { control, read }');
    return {};
  }
  const out: EmbedAllowConfig = {};
  for (const [provider, entry] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof entry !== 'object' || entry === null) {
      warn(`embedAllow.${provider} is not an object; ignored`);
      continue;
    }
    const lists: Partial<EmbedAllowLists> = {};
    for (const key of ['control', 'read'] as const) {
      const value = (entry as Record<string, unknown>)[key];
      if (value === undefined) continue;
      if (isAllowList(value)) lists[key] = value;
      else warn(`embedAllow.${provider}.${key} must be "*" or a list of origins; ignored`);
    }
    out[provider] = lists;
  }
  return out;
}

export function allowListsFor(
  provider: string | number | null | undefined,
  config: EmbedAllowConfig,
): EmbedAllowLists {
  const fallback = { ...CLOSED, ...config.default };
  const own = provider === null || provider === undefined ? undefined : config[String(provider)];
  return { ...fallback, ...own };
}

/**
 * 000 §6 "embed mode may skip parental control through ignore_parental_control" — honoured only inside a
 * frame of a partner the operator lists by name for this provider (its `control` list, the partners that
 * may frame and drive the embed), never top-level: opened as a plain link in the viewer's own signed-in
 * browser the flag would be a PIN bypass (issue 35 item 5). A wildcard lists nobody in particular, so it
 * does not count. `parentOrigin` is the framing page's origin (the embed bridge's), null when top-level.
 */
export function skipsParentalControl(
  asked: boolean,
  parentOrigin: string | null,
  lists: EmbedAllowLists,
): boolean {
  return asked && listedPartner(parentOrigin, lists.control);
}

/** Whether `parentOrigin` (null: top-level) is named in `control` — a wildcard names nobody. */
function listedPartner(parentOrigin: string | null, control: OriginAllowList | undefined): boolean {
  if (parentOrigin === null || !Array.isArray(control)) return false;
  const parent = originOf(parentOrigin);
  return parent !== null && control.some((entry) => originOf(entry) === parent);
}

/**
 * 000 §2 `device_serial` in embed mode: the partner framing the embed names the device it runs on. Only a
 * partner listed by name for some provider may (the provider is not known yet when the session starts with
 * the serial); opened top-level, or framed by a page not listed, the embed keeps the browser's own serial,
 * so a link cannot swap the viewer's device identity (issue 35 item 5).
 */
export function takesDeviceSerial(parentOrigin: string | null, config: EmbedAllowConfig): boolean {
  return Object.values(config).some((lists) => listedPartner(parentOrigin, lists.control));
}
