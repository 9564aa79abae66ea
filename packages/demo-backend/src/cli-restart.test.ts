// The restart acceptance at process level: the demo backend as `npm start` runs it (its CLI on a PGlite
// folder) is signed in to, given a favourite, stopped with SIGTERM and started again: the token and the
// favourite are still there, and the folder's lock was released by the first process.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from './db/index';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), 'onair-cli-restart-'));
const dataDir = path.join(root, 'pglite');
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

async function start(): Promise<{ child: ChildProcess; api: string }> {
  const { DATABASE_URL: _server, ...env } = process.env;
  const tsx = path.join(packageRoot, '../../node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, 'src/cli.ts', '--port', '0', '--data-dir', dataDir], {
    cwd: packageRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const api = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no API line in 60 s:\n${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk;
      const match = /API: (http:\/\/\S+\/v2)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
  });
  return { child, api };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  running.delete(child);
}

const json = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the demo backend process, stopped and started again on its data folder', () => {
  it('keeps the signed-in token and the favourite', async () => {
    const first = await start();
    const login = await json(`${first.api}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({
        login: 'demo',
        password: DEMO_USERS.password.password,
        device_id: 'restart-box',
      }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${String(login.body.access_token)}` };
    const added = await json(`${first.api}/users/self/favorites`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ content_id: 103 }),
    });
    expect(added.status).toBe(201);
    await stop(first.child);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const second = await start();
    const self = await json(`${second.api}/users/self`, { headers: auth });
    expect(self).toMatchObject({ status: 200, body: { username: 'demo' } });
    const favorites = await fetch(`${second.api}/users/self/favorites`, { headers: auth });
    expect(await favorites.json()).toEqual([added.body]);
    await stop(second.child);
  }, 180_000);
});
