/**
 * Opens the examples' sdk-harness page with a player whose options the feature specs choose (stats test
 * profile, ad media deadline), and records what the timeline, ads and stats put in the state over time, so a
 * spec can assert on transitions (an ad seen, a packshot counted) that happen between two polls.
 */
import type * as OnAirSDK from '@onair/player-sdk';
import type { Page } from '@playwright/test';
import { apiGet, STACK } from '../fixtures';

export type FeatureWindow = Window & {
  OnAirSDK: typeof OnAirSDK;
  onairHarness: { apiBase: string; ready: true };
  player: OnAirSDK.OnAirPlayer;
  seen: { rolls: string[]; adIndexes: number[]; packshots: number[]; refusals: string[]; warnings: string[] };
};

export interface FeatureOptions {
  statsRate?: number;
  adMediaTimeoutMs?: number;
}

export async function openFeaturePlayer(
  page: Page,
  token: string,
  options: FeatureOptions = {},
): Promise<void> {
  await page.goto(`${STACK.examples}sdk-harness.html`);
  await page.waitForFunction(() => (window as unknown as FeatureWindow).onairHarness?.ready === true);
  await page.evaluate(
    ([accessToken, opts]) => {
      const w = window as unknown as FeatureWindow;
      const sdk = w.OnAirSDK;
      const api = sdk.createHttpOperatorApi({ baseUrl: w.onairHarness.apiBase, accessToken });
      const container = document.querySelector<HTMLElement>('#player');
      if (!container) throw new Error('harness has no #player');
      const player = sdk.createPlayer({
        container,
        api,
        accessToken,
        muted: true,
        autoplay: true,
        connectivityBaseUrl: new URL(w.onairHarness.apiBase).origin,
        ...(opts.statsRate ? { statsTimings: { rate: opts.statsRate } } : {}),
        ...(opts.adMediaTimeoutMs ? { adMediaTimeoutMs: opts.adMediaTimeoutMs } : {}),
      });
      const seen: FeatureWindow['seen'] = {
        rolls: [],
        adIndexes: [],
        packshots: [],
        refusals: [],
        warnings: [],
      };
      const push = <T>(list: T[], value: T) => {
        if (list.at(-1) !== value) list.push(value);
      };
      player.subscribe((s) => {
        if (s.ad?.active && s.ad.roll) push(seen.rolls, s.ad.roll);
        if (s.ad?.playing) push(seen.adIndexes, s.ad.adIndex);
        if (s.packshot?.active) push(seen.packshots, s.packshot.index);
        if (s.refusal) push(seen.refusals, s.refusal.key);
      });
      player.on('warning', ({ key }) => seen.warnings.push(key));
      w.player = player;
      w.seen = seen;
    },
    [token, options] as const,
  );
}

/** A JSON-safe view of the player state. */
export function state(page: Page): Promise<OnAirSDK.PlayerState> {
  return page.evaluate(() => {
    const { error, ...rest } = (window as unknown as FeatureWindow).player.getState();
    return JSON.parse(JSON.stringify({ ...rest, error: error ? { code: error.code } : null }));
  });
}

export function seen(page: Page): Promise<FeatureWindow['seen']> {
  return page.evaluate(() => (window as unknown as FeatureWindow).seen);
}

export function contentTime(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as FeatureWindow).player.video?.currentTime ?? -1);
}

export interface SinkCallView {
  seq: number;
  kind: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  /** The viewer whose token came with the call (the sink scrubs the token itself, so this is all that is left). */
  userId: number | null;
}

/**
 * The stat sink's calls of some kinds after `since` (a previous last_seq), optionally only one viewer's. A stat id
 * is the content's, shared by everyone watching it, so a spec running beside another that plays the same
 * content must filter by its own viewer (`viewerId`) to read only its own player's calls.
 */
export async function sinkSince(
  since: number,
  kinds: string[],
  viewer?: number,
): Promise<{ calls: SinkCallView[]; last: number }> {
  const url = new URL('/sink/calls', STACK.origin);
  url.searchParams.set('since', String(since));
  const res = await fetch(url);
  const body = (await res.json()) as { calls: SinkCallView[]; last_seq: number };
  const calls = body.calls.filter(
    (c) => kinds.includes(c.kind) && (viewer === undefined || c.userId === viewer),
  );
  return { calls, last: body.last_seq };
}

/** The user id the sink tags a token's calls with. */
export async function viewerId(token: string): Promise<number> {
  const user = await apiGet<{ id?: unknown }>('/users/self', token);
  if (typeof user.id !== 'number')
    throw new Error(`GET /users/self gave no user id: ${JSON.stringify(user)}`);
  return user.id;
}

export async function sinkMark(): Promise<number> {
  return (await sinkSince(0, [])).last;
}
