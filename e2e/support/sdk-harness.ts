/**
 * Drives @onair/player-sdk in the examples' sdk-harness page: creates a player against the demo backend and
 * records its events, so each spec reads state and events without reaching into internals.
 */

import type * as OnAirSDK from '@onair/player-sdk';
import type { Player, PlayerState } from '@onair/player-sdk';
import type { Page } from '@playwright/test';
import { apiGet, STACK } from '../fixtures';

export interface ErrorRecord {
  code: string;
  category: string;
  fatal: boolean;
  httpStatus?: number;
  drm?: { serverCode?: string | number; serverMessage?: string; nestedMessage?: string };
}

export interface HarnessLog {
  errors: ErrorRecord[];
  drmErrors: ErrorRecord[];
  firstFrames: number[];
  /** Per first frame: whether it came from the SDK's startup picture (before hls.js ran). */
  pictures: boolean[];
  loaded: string[];
}

export type HarnessWindow = Window & {
  OnAirSDK: typeof OnAirSDK;
  onairHarness: { apiBase: string; ready: true };
  player: Player;
  harnessLog: HarnessLog;
  mediaSources: MediaSource[];
};

export interface StreamInfo {
  hls?: string;
  hls_mbr?: string;
  streams?: Array<{ type: string; url: string }>;
  laClearkey?: string;
  ad?: unknown;
  packshots?: unknown[];
}

export async function openPlayer(page: Page, token: string): Promise<void> {
  await page.goto(`${STACK.examples}sdk-harness.html`);
  await page.waitForFunction(() => (window as unknown as HarnessWindow).onairHarness?.ready === true);
  await page.evaluate((accessToken) => {
    const w = window as unknown as HarnessWindow;
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
    });
    const log: HarnessLog = { errors: [], drmErrors: [], firstFrames: [], pictures: [], loaded: [] };
    const record = (e: OnAirSDK.PlayerError): ErrorRecord => ({
      code: e.code,
      category: e.category,
      fatal: e.fatal,
      ...(e.httpStatus !== undefined ? { httpStatus: e.httpStatus } : {}),
      ...(e.drm ? { drm: { ...e.drm } } : {}),
    });
    player.on('error', (e) => log.errors.push(record(e)));
    player.on('drmerror', (e) => log.drmErrors.push(record(e)));
    player.on('firstframe', ({ ms, picture }) => {
      log.firstFrames.push(ms);
      log.pictures.push(picture);
    });
    player.on('loadedsource', ({ plan }) => log.loaded.push(`${plan.engine}:${plan.protocol}`));
    w.player = player;
    w.harnessLog = log;
  }, token);
}

export function playerState(page: Page): Promise<Omit<PlayerState, 'error'> & { error: ErrorRecord | null }> {
  return page.evaluate(() => {
    const { error, ...rest } = (window as unknown as HarnessWindow).player.getState();
    return {
      ...JSON.parse(JSON.stringify({ ...rest, diagnostics: rest.diagnostics })),
      error: error ? { code: error.code, category: error.category, fatal: error.fatal } : null,
    };
  });
}

export function harnessLog(page: Page): Promise<HarnessLog> {
  return page.evaluate(() => (window as unknown as HarnessWindow).harnessLog);
}

/** The first content whose stream answers `wanted`, searched over the catalogue like a viewer would browse. */
/** A clear VOD with no rolls or packshots before it: screens and keyboard tests need the film, not a pre-roll. */
export const clearFilmWithoutRolls = (s: StreamInfo): boolean =>
  !s.laClearkey && Boolean(s.hls_mbr ?? s.hls) && !s.ad && !s.packshots?.length;

export async function findContent(token: string, wanted: (s: StreamInfo) => boolean): Promise<number> {
  const contents = await apiGet<Array<{ id: number }>>('/contents?limit=100', token).catch(() => []);
  for (const { id } of contents) {
    const stream = await apiGet<StreamInfo>(`/contents/${id}/stream`, token).catch(() => null);
    if (stream && wanted(stream)) return id;
  }
  throw new Error('no content in the catalogue matches');
}

/** Counts every MediaSource the page creates, so a zap test can prove old ones were closed. */
export async function countMediaSources(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as HarnessWindow;
    w.mediaSources = [];
    const Native = window.MediaSource;
    if (!Native) return;
    class Counted extends Native {
      constructor() {
        super();
        w.mediaSources.push(this);
      }
    }
    window.MediaSource = Counted;
  });
}

/** Media elements in the page and MediaSources not yet closed (leak check after a zap). */
export function mediaFootprint(
  page: Page,
): Promise<{ videos: number; openMediaSources: number; created: number }> {
  return page.evaluate(() => {
    const w = window as unknown as HarnessWindow;
    return {
      videos: document.querySelectorAll('video').length,
      openMediaSources: w.mediaSources.filter((ms) => ms.readyState !== 'closed').length,
      created: w.mediaSources.length,
    };
  });
}
