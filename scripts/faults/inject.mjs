/**
 * How each fault is made, from outside the product: Playwright routes in front of the demo backend (a proxy
 * answering some requests itself), the browser context's offline switch (CDP network emulation), and one
 * page-side act for the stall (SourceBuffer.remove). Nothing here reaches into the SDK: the player under test
 * is the one an integrator gets.
 *
 * An injector: prepare() before the page loads, start() to switch the fault on, marks() for the verdict —
 * faultStart (the fault touched playback: a one-shot fault when it hit its request), faultEnd (it stopped
 * hurting; null while it lasts or if it never ends), permanent, fired (it met a request at all) — and
 * dispose(), which releases anything it holds (a held licence request, a timer).
 */
import { dropLastDashAudioSegment, dropLastHlsSegment, shiftProgramDateTime } from './rewrites.mjs';

const SEGMENT = /\/seg-\d+\.m4s(\?|$)/;
const MANIFEST = /\.(m3u8|mpd)(\?|$)/;
const LICENCE = /\/drm\/clearkey\/license(\?|$)/;
const LIVE_MEDIA_PLAYLIST = /\/media\/live\/[^/]+\/[^/]+\/live\.m3u8(\?|$)/;
const FILM_AUDIO_PLAYLIST = /\/media\/vod\/[^/]+\/a-[^/]+\/index\.m3u8(\?|$)/;
const FILM_MPD = /\/media\/vod\/[^/]+\/(cenc\/)?manifest\.mpd(\?|$)/;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const errorBody = (status) =>
  JSON.stringify({ error: { status, error_code: 'fault_matrix', message: `Failed on purpose (${status})` } });

function base(permanent) {
  const state = { active: false, fired: false, faultStart: null, faultEnd: null, permanent, note: '' };
  return {
    state,
    marks: () => ({ ...state }),
    hit(note) {
      if (!state.fired) {
        state.fired = true;
        state.note = note;
      }
    },
  };
}

/** Answers a routed request with `status` and a JSON error, as the operator's servers do. */
const failWith = (route, status) =>
  route.fulfill({ status, contentType: 'application/json', body: errorBody(status) }).catch(() => {});

/**
 * Routes media segments: once the fault is on, the next `times` go to `act` (told how many are left after
 * this one), all others pass on to the server.
 */
function onSegments(page, state, hit, times, act) {
  let left = times;
  return () =>
    page.route(SEGMENT, async (route) => {
      if (!state.active || left <= 0) return route.continue().catch(() => {});
      left--;
      hit(new URL(route.request().url()).pathname);
      await act(route, left);
    });
}

/** A segment answers `status` (`times` requests, then they pass again). */
function segmentFault({ page }, { status, times }) {
  const { state, marks, hit } = base(times === Infinity);
  return {
    marks,
    prepare: onSegments(page, state, hit, times, async (route, left) => {
      if (!state.permanent) state.faultStart ??= Date.now();
      await failWith(route, status);
      if (left === 0) state.faultEnd = Date.now();
    }),
    start() {
      state.active = true;
      if (state.permanent) state.faultStart = Date.now();
    },
    dispose() {},
  };
}

/** The next segment request is held `ms` before it goes on to the server. */
function slowFault({ page }, { ms }) {
  const { state, marks, hit } = base(false);
  return {
    marks,
    prepare: onSegments(page, state, hit, 1, async (route) => {
      state.faultStart = Date.now();
      await sleep(ms);
      state.faultEnd = Date.now();
      // The engine may have given up on the request meanwhile (its own time-out); then there is nothing to send.
      await route.continue().catch(() => {});
    }),
    start() {
      state.active = true;
    },
    dispose() {},
  };
}

/** Every playlist / MPD request answers 404 from now on. */
function manifestFault({ page }) {
  const { state, marks, hit } = base(true);
  return {
    marks,
    prepare: () =>
      page.route(MANIFEST, async (route) => {
        if (!state.active) return route.continue().catch(() => {});
        hit(new URL(route.request().url()).pathname);
        await failWith(route, 404);
      }),
    start() {
      state.active = true;
      state.faultStart = Date.now();
    },
    dispose() {},
  };
}

/** The ClearKey licence server fails: an HTTP status, no answer at all, or a 200 that is not a licence. */
function licenceFault({ page }, { mode, status }) {
  const { state, marks, hit } = base(true);
  const held = [];
  return {
    marks,
    prepare: () =>
      page.route(LICENCE, async (route) => {
        if (!state.active) return route.continue().catch(() => {});
        hit(`${mode} ${new URL(route.request().url()).pathname}`);
        if (mode === 'status') {
          await failWith(route, status);
        } else if (mode === 'malformed') {
          await route
            .fulfill({ status: 200, contentType: 'application/json', body: '{"keys": "no' })
            .catch(() => {});
        } else {
          await new Promise((resolve) => held.push(resolve));
          await route.abort().catch(() => {});
        }
      }),
    start() {
      state.active = true;
      state.faultStart = Date.now();
    },
    dispose() {
      for (const release of held.splice(0)) release();
    },
  };
}

/** The whole browser context offline for `ms`, then back. */
function offlineFault({ context }, { ms }) {
  const { state, marks, hit } = base(false);
  let timer = null;
  return {
    marks,
    prepare: async () => {},
    async start() {
      await context.setOffline(true);
      hit(`offline ${ms} ms`);
      state.faultStart = Date.now();
      timer = setTimeout(() => {
        timer = null;
        context.setOffline(false).then(
          () => {
            state.faultEnd = Date.now();
          },
          () => {},
        );
      }, ms);
    },
    dispose() {
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * The element stops with data buffered: 1.5 s just ahead of the playhead is removed from every open
 * SourceBuffer (the engine is not told), and removed again whenever the engine appends into it for `holdMs`,
 * so the hole stays while the network and the buffer beyond it stay whole: playback reaches a hole with media
 * buffered past it and stands still until something skips the hole (an engine's gap handling, the SDK's stall
 * watchdog) or the hole is let go.
 */
function stallFault({ page, context }, { holdMs }) {
  const { state, marks, hit } = base(false);
  return {
    marks,
    prepare: () =>
      context.addInitScript(() => {
        const buffers = [];
        window.__faultSourceBuffers = buffers;
        const add = MediaSource.prototype.addSourceBuffer;
        MediaSource.prototype.addSourceBuffer = function (type) {
          const sb = add.call(this, type);
          buffers.push({ ms: this, sb });
          return sb;
        };
      }),
    async start() {
      const done = await page.evaluate(async (keepMs) => {
        const video = document.querySelector('video');
        if (!video) return null;
        const idle = (sb) =>
          sb.updating ? new Promise((r) => sb.addEventListener('updateend', r, { once: true })) : null;
        const from = video.currentTime + 0.1;
        const to = from + 1.5;
        const until = Date.now() + keepMs;
        const holds = (sb) => {
          const b = sb.buffered;
          for (let i = 0; i < b.length; i++) if (b.start(i) < to && b.end(i) > from) return true;
          return false;
        };
        let removed = 0;
        let again = 0;
        for (const { ms, sb } of window.__faultSourceBuffers ?? []) {
          if (ms.readyState !== 'open' || ![...ms.sourceBuffers].includes(sb)) continue;
          await idle(sb);
          const b = sb.buffered;
          if (!b.length || b.end(b.length - 1) <= from) continue;
          try {
            sb.remove(from, to);
            removed++;
            await idle(sb);
          } catch {
            // The engine appended meanwhile; the other buffers still make the hole.
          }
          // The engine fetches the hole again and appends it: take it out again while the fault lasts.
          const keep = () => {
            if (Date.now() >= until) return sb.removeEventListener('updateend', keep);
            if (sb.updating || !holds(sb) || ![...ms.sourceBuffers].includes(sb)) return;
            try {
              sb.remove(from, to);
              again++;
              window.__faultHoleRefills = again;
            } catch {
              // Removed from its MediaSource meanwhile (a reload): nothing left to hold.
            }
          };
          sb.addEventListener('updateend', keep);
        }
        return { from, to, removed };
      }, holdMs);
      if (done?.removed) {
        hit(
          `removed ${done.from.toFixed(2)}–${done.to.toFixed(2)} s from ${done.removed} SourceBuffer(s), ` +
            `kept out ${holdMs / 1000} s`,
        );
        state.faultStart = Date.now();
        state.faultEnd = state.faultStart;
      }
    },
    dispose() {},
  };
}

/** From now on every live media playlist says it is `seconds` later than it is. */
function clockJumpFault({ page }, { seconds }) {
  const { state, marks, hit } = base(true);
  return {
    marks,
    prepare: () =>
      page.route(LIVE_MEDIA_PLAYLIST, async (route) => {
        if (!state.active) return route.continue().catch(() => {});
        const response = await route.fetch().catch(() => null);
        if (!response) return route.abort().catch(() => {});
        const body = response.ok()
          ? shiftProgramDateTime(await response.text(), seconds)
          : await response.text();
        if (response.ok()) hit(`+${seconds} s on ${new URL(route.request().url()).pathname}`);
        await route.fulfill({ response, body }).catch(() => {});
      }),
    start() {
      state.active = true;
      state.faultStart = Date.now();
    },
    dispose() {},
  };
}

/** The film's audio is one segment shorter than its video, in the HLS audio playlists and in the MPD. */
function endApartFault({ page }) {
  const { state, marks, hit } = base(true);
  const rewrite = (pattern, change) =>
    page.route(pattern, async (route) => {
      if (!state.active) return route.continue().catch(() => {});
      const response = await route.fetch().catch(() => null);
      if (!response) return route.abort().catch(() => {});
      if (!response.ok()) return route.fulfill({ response }).catch(() => {});
      const body = change(await response.text());
      hit(`audio cut short in ${new URL(route.request().url()).pathname}`);
      await route.fulfill({ response, body }).catch(() => {});
    });
  return {
    marks,
    prepare: async () => {
      await rewrite(FILM_AUDIO_PLAYLIST, dropLastHlsSegment);
      await rewrite(FILM_MPD, dropLastDashAudioSegment);
    },
    start() {
      state.active = true;
      state.faultStart = Date.now();
    },
    dispose() {},
  };
}

const INJECTORS = {
  segment: segmentFault,
  slow: slowFault,
  manifest: manifestFault,
  licence: licenceFault,
  offline: offlineFault,
  stall: stallFault,
  clockJump: clockJumpFault,
  endApart: endApartFault,
};

export function createInjector(fault, browser) {
  const make = INJECTORS[fault.inject];
  if (!make) throw new Error(`no injector "${fault.inject}" for fault ${fault.id}`);
  return make(browser, fault.args ?? {});
}
