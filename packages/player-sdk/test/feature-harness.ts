/**
 * Shared set-up for the feature wiring tests: a real player over the scripted engine, a jsdom element whose
 * play/pause/load are recorded, fake timers and a fixed wall clock the test moves.
 */
import { vi } from 'vitest';
import type { OperatorApi } from '../src/api/operator-api';
import { createPlayer } from '../src/player/create-player';
import { createMemoryStorage } from '../src/storage/storage';
import type { PlayerOptions } from '../src/types/player';
import { chromiumCapabilities } from './fixtures';
import { scriptedFactory } from './scripted-engine';

const chromium = chromiumCapabilities();

export interface Harness {
  player: ReturnType<typeof createPlayer>;
  engines: ReturnType<typeof scriptedFactory>['engines'];
  video: HTMLVideoElement;
  clock: { ms: number };
  container: HTMLElement;
  /** Sets the element's time and fires `timeupdate`; `readyState` defaults to HAVE_ENOUGH_DATA (playing). */
  tick(currentTime: number, duration?: number, readyState?: number): void;
}

export function mockMediaElement(): { plays: string[]; pauses: number[] } {
  const record = { plays: [] as string[], pauses: [] as number[] };
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    record.pauses.push(this.currentTime);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    record.plays.push(this.className);
    return Promise.resolve();
  });
  return record;
}

export function harness(
  api: Partial<OperatorApi> | undefined,
  extra: Partial<PlayerOptions> = {},
  startMs = 0,
): Harness {
  const { factory, engines } = scriptedFactory();
  const clock = { ms: startMs };
  const container = document.createElement('div');
  document.body.append(container);
  const player = createPlayer({
    container,
    storage: createMemoryStorage(),
    engineFactory: factory,
    probeCapabilities: async () => chromium,
    connectivityBaseUrl: 'http://backend',
    fetch: vi.fn<typeof fetch>(async () => new Response('{}', { status: 404 })),
    now: () => clock.ms,
    ...(api ? { api: api as OperatorApi } : {}),
    ...extra,
  });
  const video = player.video as HTMLVideoElement;
  let time = 0;
  let total = Number.NaN;
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => total });
  // jsdom's element never gets media: it reports HAVE_NOTHING until a tick says it plays.
  let ready = 0;
  Object.defineProperty(video, 'readyState', { configurable: true, get: () => ready });
  return {
    player,
    engines,
    video,
    clock,
    container,
    tick(currentTime, duration, readyState = 4) {
      time = currentTime;
      ready = readyState;
      if (duration !== undefined) total = duration;
      video.dispatchEvent(new Event('timeupdate'));
    },
  };
}

/** Lets pending promise chains (operator answers, prepare hooks, engine loads) settle under fake timers. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
