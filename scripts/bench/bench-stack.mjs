/**
 * Starts the product stack for a benchmark run and stops it afterwards. The ports are free ones the
 * system picks (unless BENCH_API_PORT / BENCH_WEB_PORT / BENCH_EXAMPLES_PORT pin them), so a run never
 * collides with `npm start`, the e2e suite or another benchmark on the same machine. It runs the one stack,
 * scripts/stack.ts, as a child process (the browser tests read theirs from e2e/support/stack-urls.ts).
 */
import { spawn } from 'node:child_process';

/**
 * Filled in by startStack from what the stack prints once it listens. `viewerToken` is a guest's access token:
 * the ClearKey licence gives the encrypted film's key only to a viewer entitled to it (issue 35), so the
 * DRM cases' licence URLs carry it, on the bare engine's page and OnAir's alike.
 */
export const BENCH = { origin: '', web: '', examples: '', viewerToken: '' };

/** A guest's token, as a client gets one at startup (POST /v2/auth/device). */
async function viewerToken(origin) {
  const res = await fetch(new URL('/v2/auth/device', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_id: `bench-${process.pid}` }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || typeof body.access_token !== 'string') {
    throw new Error(`the stack gave no guest token (${res.status})`);
  }
  return body.access_token;
}

const port = (name) => process.env[name] ?? '0';

export async function startStack() {
  const child = spawn(
    'npx',
    [
      'tsx',
      'scripts/stack.ts',
      '--api-port',
      port('BENCH_API_PORT'),
      '--web-port',
      port('BENCH_WEB_PORT'),
      '--examples-port',
      port('BENCH_EXAMPLES_PORT'),
      // The QoE console's too: its fixed default (8790) is a running `npm start`'s, and the run failed on it.
      '--console-port',
      port('BENCH_CONSOLE_PORT'),
      // Its own throw-away database: never the .data folder a running `npm start` holds.
      '--memory-db',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  const out = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`stack did not start in 60 s:\n${text}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('API: ')) {
        clearTimeout(timer);
        resolve(text);
      }
    });
    child.on('exit', (code) => reject(new Error(`stack exited with ${code}:\n${text}`)));
  });
  const line = (label) => {
    const found = new RegExp(`^${label}: (\\S+)`, 'm').exec(out);
    if (!found) throw new Error(`the stack did not print "${label}:"\n${out}`);
    return found[1];
  };
  BENCH.origin = new URL(line('API')).origin;
  BENCH.web = new URL(line('Web app')).href;
  BENCH.examples = new URL(line('Examples')).href;
  BENCH.viewerToken = await viewerToken(BENCH.origin);
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  // Never leave the stack holding the ports, whatever ends the run.
  process.on('exit', stop);
  return stop;
}
