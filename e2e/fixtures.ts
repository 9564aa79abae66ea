/**
 * Shared helpers for the browser tests: the stack's URLs, the stat sink, and the one assertion
 * every playback test makes — decoded frames advance and the clock moves, not just "no error".
 */
import { type OperatorKey, type OperatorProfile, operatorProfile } from '@onair/demo-backend/operators';
import { test as base, expect, type Page } from '@playwright/test';
import { recordApiCalls } from './contract-recorder';
import { watchCspViolations } from './support/csp-guard';
import { SECOND_STACK, STACK, type StackUrls } from './support/stack-urls';

export { expect, STACK };

export const test = base.extend<{
  /** The operator the test runs against (the `meridian` project sets it, playwright.config.ts). */
  operator: OperatorKey;
  /** That operator's ids and slugs for the demo's seeded ones: `op.channelSlug('retro-tv', 6)`. */
  op: OperatorProfile;
  stack: StackUrls;
  allowCspViolations: boolean;
  notificationPrompts: boolean;
  quietPrompts: undefined;
  cspGuard: undefined;
  contractRecorder: undefined;
}>({
  operator: ['onair', { option: true }],
  op: async ({ operator }, use) => {
    await use(operatorProfile(operator));
  },
  stack: async ({ operator }, use) => {
    await use(operator === 'meridian' ? SECOND_STACK : STACK);
  },
  allowCspViolations: [false, { option: true }],
  notificationPrompts: [false, { option: true }],
  // The app's notification prompts (issue 20) sit over the page's bottom edge; a test browser is a viewer
  // who closed them all in this tab, unless its file asks for them (test.use({ notificationPrompts: true })).
  quietPrompts: [
    async ({ context, notificationPrompts }, use) => {
      if (!notificationPrompts) {
        await context.addInitScript(() => {
          try {
            const kinds = ['survey_unsubscribe', 'email', 'register', 'install', 'permission'];
            const partner = ['freedommedia_install', 'almatv_install', 'freedommedia_promo', 'galam_poll2'];
            sessionStorage.setItem(
              'onair.prompts.visit',
              JSON.stringify([...kinds, ...partner, 'survey_rate']),
            );
          } catch {
            // An opaque origin (about:blank) has no storage.
          }
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // Every test fails on a Content-Security-Policy violation in any of its pages (support/csp-guard.ts).
  cspGuard: [
    async ({ context, allowCspViolations }, use) => {
      const violations = await watchCspViolations(context);
      await use(undefined);
      if (!allowCspViolations) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // The pages' real /v2 calls, kept for the contract check (scripts/contract.mjs, issue 24).
  contractRecorder: [
    async ({ context }, use, testInfo) => {
      const flush = recordApiCalls(context, STACK.api, testInfo);
      await use(undefined);
      await flush();
    },
    { auto: true },
  ],
});

export interface PlaybackSample {
  currentTime: number;
  frames: number;
  paused: boolean;
  readyState: number;
}

/** Reads playback of the first (or the selected) video element on the page. */
export async function samplePlayback(page: Page, selector = 'video'): Promise<PlaybackSample> {
  return page.evaluate((sel) => {
    const video = document.querySelector<HTMLVideoElement>(sel);
    // Some elements exist only for a while (the ad element during a break): until it is there,
    // report "nothing decoded yet" so a poll keeps waiting instead of failing at once.
    if (!video) return { currentTime: 0, frames: 0, paused: true, readyState: 0 };
    const quality = video.getVideoPlaybackQuality?.();
    return {
      currentTime: video.currentTime,
      frames: quality ? quality.totalVideoFrames : 0,
      paused: video.paused,
      readyState: video.readyState,
    };
  }, selector);
}

/**
 * Passes when the video decodes new frames and its clock moves forward over about two seconds. `sample` reads
 * a video `document.querySelector` cannot reach (one in a custom element's shadow root).
 */
export async function expectFramesAdvance(
  page: Page,
  selector = 'video',
  timeoutMs = 20_000,
  sample: (page: Page, selector: string) => Promise<PlaybackSample> = samplePlayback,
): Promise<void> {
  let first: PlaybackSample | null = null;
  await expect
    .poll(
      async () => {
        const s = await sample(page, selector);
        if (!first || s.frames === 0) {
          if (s.frames > 0 && !s.paused) first = s;
          return false;
        }
        return s.frames >= first.frames + 20 && s.currentTime > first.currentTime + 0.5;
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

/** The stat sink records every stat, analytics and tracking call the product makes. */
export async function sinkCalls(kind?: string): Promise<Array<Record<string, unknown>>> {
  const url = new URL('/sink/calls', STACK.origin);
  if (kind) url.searchParams.set('kind', kind);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`stat sink answered ${res.status}`);
  const body = (await res.json()) as
    | { calls?: Array<Record<string, unknown>> }
    | Array<Record<string, unknown>>;
  return Array.isArray(body) ? body : (body.calls ?? []);
}

/** A guest session as the web app starts one (§4 Session): guest user, then device authorisation. */
export async function guestToken(stack: StackUrls = STACK): Promise<string> {
  const api = stack.api;
  const deviceId = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  const user = await fetch(`${api}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ is_guest: true, username: deviceId, password: deviceId, app_version: 190 }),
  });
  if (!user.ok) throw new Error(`guest creation answered ${user.status}: ${await user.text()}`);
  const auth = await fetch(`${api}/auth/device`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_id: deviceId, username: deviceId, password: deviceId }),
  });
  if (!auth.ok) throw new Error(`device authorisation answered ${auth.status}: ${await auth.text()}`);
  const body = (await auth.json()) as { access_token?: string; data?: { access_token?: string } };
  const token = body.access_token ?? body.data?.access_token;
  if (!token) throw new Error('device authorisation gave no access_token');
  return token;
}

/** GETs an API path with the token and returns the JSON body (unwrapping a `data` envelope). */
export async function apiGet<T = Record<string, unknown>>(
  path: string,
  token?: string,
  stack: StackUrls = STACK,
): Promise<T> {
  const url = new URL(`${stack.api}${path}`);
  if (token) url.searchParams.set('access_token', token);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data?: T } & T;
  return (body.data ?? body) as T;
}
