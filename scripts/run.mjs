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
