/**
 * One cell of the fault matrix in its own browser context: the examples' SDK harness page creates a player
 * through the public API (createPlayer + load of a §3 stream response, muted autoplay), a sampler in the page
 * records what the viewer would see every 250 ms, the fault is switched on (before the load, or once 2 s of
 * media played), and the case watches until ./verdict.mjs settles it or the fault's window runs out.
 */

import { createInjector } from './inject.mjs';
import { PATHS } from './matrix.mjs';
import { encodeSamples, relativeMarks } from './raw.mjs';
import { classify, progressAfter } from './verdict.mjs';

const SAMPLE_MS = 250;
const POLL_MS = 500;
/** A player that has not played 2 s of media this long after its load never started: the case is hung. */
const START_WITHIN_MS = 60_000;
/** A one-shot fault waits this long for a request to hit. */
const FIRE_WITHIN_MS = 30_000;
const LEAD_S = 2;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** In the page: a player as an integrator makes one, and the sampler. */
function setUpPage({ apiOrigin, sampleMs }) {
  const sdk = window.OnAirSDK;
  const container = document.querySelector('#player');
  const player = sdk.createPlayer({ container, muted: true, autoplay: true, connectivityBaseUrl: apiOrigin });
  const run = { player, samples: [], errors: [], plans: [] };
  window.__faultRun = run;
  player.on('error', (e) =>
    run.errors.push({
      at: Date.now(),
      code: e.code,
      fatal: e.fatal,
      httpStatus: e.httpStatus ?? null,
      details: (e.details ?? '').slice(0, 160),
    }),
  );
  player.on('loadedsource', ({ plan }) => run.plans.push(`${plan.engine}/${plan.protocol}`));
  setInterval(() => {
    const s = player.getState();
    const video = container.querySelector('video');
    run.samples.push({
      at: Date.now(),
      ct: video?.currentTime ?? 0,
      frames: video?.getVideoPlaybackQuality?.().totalVideoFrames ?? 0,
      ended: s.ended,
      key: s.errorMessageKey ?? null,
      code: s.error?.code ?? null,
      cat: s.error?.category ?? null,
      hard: s.hardError,
      codec: s.codecError,
      engine: s.engine,
      offline: s.offline,
      errors: s.recovery.errorCount,
    });
  }, sampleMs);
}

export async function runCase(browser, stack, fault, pathId) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const injector = createInjector(fault, { context, page });
  const samples = [];
  const pull = async () => {
    const more = await page.evaluate(() => window.__faultRun?.samples.splice(0) ?? []).catch(() => []);
    samples.push(...more);
  };
  const result = { fault: fault.id, path: pathId, fired: false, outcome: 'hung', note: '' };
  const opened = Date.now();
  try {
    await injector.prepare();
    await page.goto(`${stack.examples}sdk-harness.html`);
    await page.waitForFunction(() => window.onairHarness?.ready === true);
    await page.evaluate(setUpPage, { apiOrigin: stack.origin, sampleMs: SAMPLE_MS });
    const source = {
      ...PATHS[pathId].source(stack.origin, stack.viewerToken),
      ...(fault.start !== undefined ? { startPosition: fault.start } : {}),
    };
    if (fault.phase === 'load') await injector.start();
    const loadedAt = Date.now();
    // Not awaited: a load that waits on a held licence must not hold the runner (errors arrive as events).
    await page.evaluate((s) => {
      window.__faultRun.player.load(s).catch(() => {});
    }, source);

    if (fault.phase === 'playing') {
      while (!progressAfter(samples, loadedAt, LEAD_S)) {
        if (Date.now() - loadedAt > START_WITHIN_MS) {
          result.note = `never played ${LEAD_S} s of media before the fault`;
          return await finish(result, samples, injector, page, opened);
        }
        await sleep(POLL_MS);
        await pull();
      }
      await injector.start();
    }
    const activated = Date.now();
    for (;;) {
      await sleep(POLL_MS);
      await pull();
      const marks = injector.marks();
      // A timed fault (offline 60 s) is watched from its end; until then its own length counts on top.
      const lasts = marks.permanent ? 0 : (fault.args?.ms ?? 0);
      const from = marks.faultEnd ?? (marks.faultStart === null ? null : marks.faultStart + lasts);
      const deadline = from === null ? activated + FIRE_WITHIN_MS : from + fault.watchMs;
      const final = Date.now() >= deadline;
      if (marks.faultStart === null) {
        if (final) break;
        continue;
      }
      const verdict = classify(samples, marks, { final });
      Object.assign(result, verdict);
      if (verdict.settled) break;
    }
    return await finish(result, samples, injector, page, opened);
  } catch (error) {
    result.outcome = 'error';
    result.note = `the case failed to run: ${error instanceof Error ? error.message : String(error)}`;
    return await finish(result, samples, injector, page, opened);
  } finally {
    injector.dispose();
    await context.close().catch(() => {});
  }
}

async function finish(result, samples, injector, page, opened) {
  const marks = injector.marks();
  const run = await page
    .evaluate(() => ({ errors: window.__faultRun?.errors ?? [], plans: window.__faultRun?.plans ?? [] }))
    .catch(() => ({ errors: [], plans: [] }));
  const last = samples.at(-1);
  // Started but the fault never met a request: nothing was tested, which is neither a pass nor a hang.
  const outcome =
    !marks.fired && result.outcome !== 'error' && !result.note ? 'not_exercised' : result.outcome;
  return {
    ...result,
    outcome,
    fired: marks.fired,
    injected: marks.note,
    watchedMs: marks.faultStart ? (last?.at ?? Date.now()) - marks.faultStart : null,
    tookMs: Date.now() - opened,
    engine: last?.engine ?? null,
    plans: run.plans,
    errors: run.errors
      .slice(0, 12)
      .map((e) => ({ ...e, at: marks.faultStart ? e.at - marks.faultStart : null })),
    stateAtEnd: last
      ? { ct: last.ct, key: last.key, code: last.code, offline: last.offline, errors: last.errors }
      : null,
    // What the verdict was made from, so the committed run can be judged again (raw.mjs rejudge).
    marks: relativeMarks(marks, opened),
    samples: encodeSamples(samples, opened, marks.faultStart),
  };
}
