/** Starts the product stack for a benchmark run on its own ports and stops it afterwards. */
import { spawn } from 'node:child_process';

export const BENCH = {
  apiPort: 38787,
  webPort: 38788,
  examplesPort: 38789,
};
BENCH.origin = `http://127.0.0.1:${BENCH.apiPort}`;
BENCH.examples = `http://127.0.0.1:${BENCH.examplesPort}/`;

export async function startStack() {
  const child = spawn(
    'npx',
    [
      'tsx',
      'scripts/stack.ts',
      '--api-port',
      String(BENCH.apiPort),
      '--web-port',
      String(BENCH.webPort),
      '--examples-port',
      String(BENCH.examplesPort),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`stack did not start in 60 s:\n${out}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('API: ')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`stack exited with ${code}:\n${out}`)));
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  // Never leave the stack holding the ports, whatever ends the run.
  process.on('exit', stop);
  return stop;
}
