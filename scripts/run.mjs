/** Runs a command with inherited output; resolves with its exit code. Shared by start and test. */
import { spawn } from 'node:child_process';

export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${cmd}: ${error.message}`);
      resolve(1);
    });
  });
}

export function step(title) {
  console.log(`\n▶ ${title}`);
}

/**
 * Runs a command with its output collected, for steps run side by side (their lines would interleave):
 * resolves with the exit code and everything it printed, to be shown in one block when it ends.
 */
export function runCollected(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
    child.on('error', (error) => resolve({ code: 1, output: `${cmd}: ${error.message}\n` }));
  });
}
