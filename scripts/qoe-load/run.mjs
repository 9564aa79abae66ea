/**
 * The QoE ingestion load test (issue 40 item 4), on loopback, not part of `npm test`:
 *   node scripts/qoe-load/run.mjs [--rate 1000] [--seconds 60] [--viewings 10000] [--save]
 * Forks the real demo backend (./server.ts, PGlite in memory, or PostgreSQL with DATABASE_URL) and sends it
 * `rate` stat calls a second for `seconds` through the real routes, open loop (each call leaves at its own
 * scheduled time whether or not earlier ones were answered), from simulated viewings shaped as the SDK
 * shapes them: a playback start, then a ping every 10 s of watching (compressed from the SDK's 30 s so that a
 * minute holds whole viewings) with the QoE so far, the last one `final`; 2 % fail before the first frame
 * (an error with a §8 code), 1 % are left while loading (an `exit` ping). A refused call (503) is retried
 * after its Retry-After, as the SDK's send queue does, up to 5 times. Anonymous viewers: no access token, so
 * no watch-history write rides on the pings.
 * Prints: calls sent and answered, lost (never answered 200), retries, the answer time p50/p99/max, how late
 * the driver itself sent (when it is late, the machine, not the backend, set the rate), then the raw events
 * counted against the rollups. `--save` writes the run to docs/bench-runs/qoe-load/<time>.json.
 */
import { execSync, fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    viewings: { type: 'string', default: '10000' },
    save: { type: 'boolean', default: false },
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const VIEWINGS = Number(args.viewings);
const TOTAL = RATE * SECONDS;
const MAX_ATTEMPTS = 5;
const root = path.resolve(import.meta.dirname, '../..');

/** mulberry32: the same simulated viewers at every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rng, list) => list[Math.floor(rng() * list.length)];

const BROWSERS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 YaBrowser/24.10',
];
const ENGINES = ['hls', 'hls', 'hls', 'shaka', 'native'];
const BITRATES = [800_000, 1_500_000, 3_000_000, 6_000_000];
const FAILURES = [
  { code: 3001, errorType: 'Manifest load error' },
  { code: 2002, errorType: 'Fragment load error' },
  { code: 403, errorType: 'Key load error', serverCode: 8002 },
];

/**
 * One simulated viewer slot: it watches a viewing after another. `next()` is the slot's next call: the
 * route path and the body, built as the SDK builds them (http-stats-client.ts statsRequest).
 */
function viewerSlot(index) {
  const rng = random(index + 1);
  const ua = pick(rng, BROWSERS);
  let generation = 0;
  let view = null;
  let qoe = null;
  let pingsLeft = 0;
  let statId = 0;
  function newViewing() {
    const live = rng() < 0.8;
    const channelId = 1 + Math.floor(rng() * rng() * 20);
    const contentId = 100 + Math.floor(rng() * 40);
    statId = live ? 10_000 + channelId : 20_000 + contentId;
    view = {
      id: `load-${index}-${generation++}`.padEnd(12, '0'),
      kind: live ? 'live' : 'content',
      ...(live ? { channelId } : { contentId }),
      engine: pick(rng, ENGINES),
      device: ua.includes('iPhone') ? 2 : ua.includes('Android') ? 3 : 1,
      provider: 'onair',
    };
    qoe = {
      startupMs: Math.round(250 + 4_000 * rng() ** 3),
      rebufferCount: 0,
      rebufferMs: 0,
      rebufferRatio: 0,
      bitrateSwitches: 0,
      bitrate: pick(rng, BITRATES),
      droppedFrames: 0,
      totalFrames: 0,
    };
    pingsLeft = 3 + Math.floor(rng() * 6);
  }
  let seq = 0;
  return {
    ua,
    next() {
      if (!view) {
        newViewing();
        seq = 0;
        const fate = rng();
        if (fate < 0.02) {
          const failure = pick(rng, FAILURES);
          const body = {
            statId,
            position: 0,
            ...failure,
            qoe: { ...qoe, startupMs: null, bitrate: null },
            view: { ...view, seq: seq++ },
          };
          view = null;
          return { path: '/v2/stat/playback/error', body };
        }
        if (fate < 0.03) {
          const body = {
            stat_id: statId,
            seconds: 0,
            position: 0,
            exit: true,
            final: true,
            view: { ...view, seq },
          };
          view = null;
          return { path: '/v2/stat', body };
        }
        return {
          path: '/v2/stat/playback/start',
          body: { statId, startType: view.kind, position: 0, view: { ...view, seq: seq++ } },
        };
      }
      if (rng() < 0.05) {
        qoe.rebufferCount += 1;
        qoe.rebufferMs += Math.round(500 + 3_500 * rng());
      }
      pingsLeft -= 1;
      const final = pingsLeft === 0;
      const body = {
        stat_id: statId,
        seconds: 10,
        position: seq * 10,
        qoe: { ...qoe },
        view: { ...view, seq: seq++ },
        ...(final ? { final: true } : {}),
      };
      if (final) view = null;
      return { path: '/v2/stat', body };
    },
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
const ms = (value) => (value === null ? null : Math.round(value * 100) / 100);

const server = fork(path.join(import.meta.dirname, 'server.ts'), [], {
  // QOE_LOAD_SERVER_ARGS: more Node flags for the backend (e.g. --cpu-prof to see where its time goes).
  execArgv: ['--import', 'tsx', ...(process.env.QOE_LOAD_SERVER_ARGS ?? '').split(' ').filter(Boolean)],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const message = (type) =>
  new Promise((resolve, reject) => {
    const onMessage = (m) => {
      if (m?.type !== type) return;
      server.off('message', onMessage);
      resolve(m);
    };
    server.on('message', onMessage);
    server.once('exit', (code) => reject(new Error(`the backend exited (${code}) before '${type}'`)));
  });

const listening = await message('listening');
const origin = listening.origin;
console.log(
  `backend ${origin} on ${listening.database}; ${RATE} calls/s for ${SECONDS} s from ${VIEWINGS} viewer slots`,
);

const slots = Array.from({ length: VIEWINGS }, (_, i) => viewerSlot(i));
const latency = new Float64Array(TOTAL).fill(Number.NaN);
const backendLatency = new Float64Array(TOTAL).fill(Number.NaN);
const lateness = new Float64Array(TOTAL);
const secondOf = new Int32Array(TOTAL);
let answered = 0;
let lost = 0;
let retries = 0;
let refused = 0;
let inFlight = 0;
let maxInFlight = 0;
const statuses = {};
let finishAll;
const allAnswered = new Promise((resolve) => {
  finishAll = resolve;
});
const settle = () => {
  if (answered + lost === TOTAL) finishAll();
};

/** Keep-alive connections, as a browser's are; calls beyond them wait their turn (counted in the answer time). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One POST; resolves with the status (0 on a network error) and the ms from the moment it had a connection
 * to its answer: the backend's own time, without the wait for one of the 64 connections.
 */
function post(call, ua) {
  const body = JSON.stringify(call.body);
  let connected = 0;
  return new Promise((resolve) => {
    const done = (status) =>
      resolve({ status, onConnectionMs: connected ? performance.now() - connected : null });
    const req = http.request(
      `${origin}${call.path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': ua,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      },
    );
    req.on('socket', () => {
      connected = performance.now();
    });
    req.on('error', () => done(0));
    req.end(body);
  });
}

async function send(i, call, ua, attempt) {
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const t0 = performance.now();
  const { status, onConnectionMs } = await post(call, ua);
  inFlight -= 1;
  statuses[status] = (statuses[status] ?? 0) + 1;
  // The first attempt's answer time: a retried call's later attempts are counted as retries.
  if (attempt === 1) {
    latency[i] = performance.now() - t0;
    if (onConnectionMs !== null) backendLatency[i] = onConnectionMs;
  }
  if (status === 200) {
    answered += 1;
    return settle();
  }
  if (status === 503) refused += 1;
  if (attempt >= MAX_ATTEMPTS || (status >= 400 && status < 500 && status !== 408 && status !== 429)) {
    lost += 1;
    console.error(`lost: call ${i} ${call.path} answered ${status} at attempt ${attempt}`);
    return settle();
  }
  retries += 1;
  setTimeout(() => send(i, call, ua, attempt + 1), 1_000 * attempt);
}

const loadBefore = os.loadavg();
const cpuBefore = process.cpuUsage();
const start = performance.now();
let next = 0;
await new Promise((resolve) => {
  const tick = () => {
    const now = performance.now();
    const due = Math.min(TOTAL, Math.floor(((now - start) * RATE) / 1000) + 1);
    while (next < due) {
      const i = next++;
      const scheduled = start + (i * 1000) / RATE;
      lateness[i] = performance.now() - scheduled;
      secondOf[i] = Math.floor((i * 1000) / RATE / 1000);
      const slot = slots[i % VIEWINGS];
      send(i, slot.next(), slot.ua, 1);
    }
    if (next < TOTAL) setTimeout(tick, 1);
    else resolve();
  };
  tick();
});
const sendingMs = performance.now() - start;
await allAnswered;
const answeringMs = performance.now() - start;
const driverCpu = process.cpuUsage(cpuBefore);

server.send({ type: 'finish' });
const counts = await message('counts');
const loadAfter = os.loadavg();

const sorted = Array.from(latency.filter((v) => !Number.isNaN(v))).sort((a, b) => a - b);
const backendSorted = Array.from(backendLatency.filter((v) => !Number.isNaN(v))).sort((a, b) => a - b);
const late = Array.from(lateness).sort((a, b) => a - b);
const perSecond = Array.from({ length: SECONDS }, (_, s) => {
  const times = [];
  for (let i = s * RATE; i < (s + 1) * RATE && i < TOTAL; i++)
    if (!Number.isNaN(latency[i])) times.push(latency[i]);
  times.sort((a, b) => a - b);
  return {
    second: s,
    calls: times.length,
    p50: ms(percentile(times, 0.5)),
    p99: ms(percentile(times, 0.99)),
    max: ms(times.at(-1) ?? null),
  };
});
const checks = {
  noneLost: lost === 0 && counts.raw.distinct_calls === TOTAL && counts.raw.events === TOTAL,
  rollupsMatchRaw: ['events', 'views', 'plays', 'errors', 'watched_ms', 'exits'].every(
    (k) => counts.raw[k] === counts.rollups[k],
  ),
};
const run = {
  at: new Date().toISOString(),
  commit: execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim(),
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    loadavgBefore: loadBefore.map((v) => Math.round(v * 100) / 100),
    loadavgAfter: loadAfter.map((v) => Math.round(v * 100) / 100),
  },
  database: listening.database,
  plan: { rate: RATE, seconds: SECONDS, viewerSlots: VIEWINGS, calls: TOTAL, maxAttempts: MAX_ATTEMPTS },
  sent: {
    sendingMs: Math.round(sendingMs),
    answeringMs: Math.round(answeringMs),
    achievedRate: Math.round((TOTAL / sendingMs) * 1000),
  },
  answers: { answered, lost, retries, refused503: refused, statuses, maxInFlight },
  answerMs: {
    p50: ms(percentile(sorted, 0.5)),
    p90: ms(percentile(sorted, 0.9)),
    p99: ms(percentile(sorted, 0.99)),
    p999: ms(percentile(sorted, 0.999)),
    max: ms(sorted.at(-1) ?? null),
    percentiles: Array.from({ length: 100 }, (_, p) => ms(percentile(sorted, (p + 1) / 100))),
  },
  // From having a connection to the answer: what the backend itself took (first attempts).
  backendAnswerMs: {
    p50: ms(percentile(backendSorted, 0.5)),
    p90: ms(percentile(backendSorted, 0.9)),
    p99: ms(percentile(backendSorted, 0.99)),
    max: ms(backendSorted.at(-1) ?? null),
  },
  driverLateMs: { p50: ms(percentile(late, 0.5)), p99: ms(percentile(late, 0.99)), max: ms(late.at(-1)) },
  driverCpuMs: Math.round((driverCpu.user + driverCpu.system) / 1000),
  perSecond,
  server: { drainAfterLastAnswerMs: Math.round(counts.drainMs), ingest: counts.ingest },
  raw: counts.raw,
  rollups: counts.rollups,
  checks,
};

console.log(
  `sent ${TOTAL} calls in ${run.sent.sendingMs} ms (${run.sent.achievedRate}/s), all answered after ${run.sent.answeringMs} ms`,
);
console.log(
  `answered 200: ${answered}, lost: ${lost}, retries: ${retries} (503: ${refused}), statuses ${JSON.stringify(statuses)}`,
);
console.log(
  `answer time ms, as a client sees it (with the wait for a connection): p50 ${run.answerMs.p50}, p90 ${run.answerMs.p90}, p99 ${run.answerMs.p99}, p99.9 ${run.answerMs.p999}, max ${run.answerMs.max}`,
);
console.log(
  `backend's own time ms (from a connection to the answer): p50 ${run.backendAnswerMs.p50}, p90 ${run.backendAnswerMs.p90}, p99 ${run.backendAnswerMs.p99}, max ${run.backendAnswerMs.max}`,
);
console.log(
  `driver late ms: p50 ${run.driverLateMs.p50}, p99 ${run.driverLateMs.p99}, max ${run.driverLateMs.max}; max in flight ${maxInFlight}`,
);
console.log(
  `ingestion: ${JSON.stringify(counts.ingest)}; drained ${run.server.drainAfterLastAnswerMs} ms after the last answer`,
);
console.log(`raw events: ${JSON.stringify(counts.raw)}`);
console.log(`rollups:    ${JSON.stringify(counts.rollups)}`);
console.log(`none lost: ${checks.noneLost}; rollups match the raw events: ${checks.rollupsMatchRaw}`);
console.log(
  `load average ${run.machine.loadavgBefore.join(' ')} → ${run.machine.loadavgAfter.join(' ')} on ${run.machine.cpus} CPUs`,
);
if (args.save) {
  const dir = process.env.QOE_LOAD_DIR ?? path.join(root, 'docs/bench-runs/qoe-load');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${run.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`saved ${path.relative(root, file)}`);
}
process.exitCode = checks.noneLost && checks.rollupsMatchRaw ? 0 : 1;
