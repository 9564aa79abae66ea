/**
 * Why: a click-through URL comes from whoever wrote the VAST (an ad server, a wrapper chain we do not
 * control). Opening it from the player page with `javascript:` would run the ad server's script on the
 * operator's origin, and `data:`/`blob:`/`file:` pages can impersonate it, so only absolute http(s) URLs are
 * opened. A refusal is an ad error the ad server hears about (§8 1022, unsupported URL); the ad plays on.
 */
export const CLICK_THROUGH_REFUSED = 1022;

export type ClickThroughCheck = { ok: true; url: string } | { ok: false; code: number; message: string };

export function checkClickThrough(raw: string): ClickThroughCheck {
  const trimmed = raw.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return { ok: false, code: CLICK_THROUGH_REFUSED, message: 'the click-through is not an absolute URL' };
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return { ok: true, url: parsed.href };
  return {
    ok: false,
    code: CLICK_THROUGH_REFUSED,
    message: `the click-through scheme ${parsed.protocol} is not http or https; nothing was opened`,
  };
}

/** The URL to show a click-through button for, or undefined when it would be refused. */
export function safeClickThrough(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const checked = checkClickThrough(raw);
  return checked.ok ? checked.url : undefined;
}
