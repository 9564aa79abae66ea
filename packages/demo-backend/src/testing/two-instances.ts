/**
 * The concurrency suite's fixture: two demo backend processes on one PostgreSQL schema, as an operator
 * runs them behind a load balancer (issue 35 item 9). PGlite runs one query at a time and hides every
 * race, so this suite runs on PostgreSQL only: `npm test` runs it on its throw-away cluster
 * (scripts/test.mjs), and by hand
 *
 *   DATABASE_URL=$(cat /tmp/devpg.url) npx vitest run --project demo-backend packages/demo-backend/src/concurrency
 *
 * Without DATABASE_URL the suite's files (src/concurrency/) are not collected at all (vitest.config.ts).
 *
 * API (everything a scenario needs; keep it small):
 *
 *   const two = useTwoInstances();      // in a describe: starts both in beforeAll, stops them in
 *                                       // afterAll, and checks the ledger after each test
 *   two().bases                         // ['http://127.0.0.1:A', 'http://127.0.0.1:B']
 *   await two().viewer({ balance: 29_900 })  // a new signed-in viewer (password account) holding
 *                                       // `balance` kopecks: { userId, username, password, token,
 *                                       //   call(base, method, path, body?, headers?), balance() };
 *                                       // a call answers { status, body, replayed } (replayed: the
 *                                       // answer to an Idempotency-Key the server had seen)
 *   await two().burst(40, (base, i) => viewer.call(base, 'DELETE', '/v2/…'))
 *                                       // opens 40 keep-alive connections, then fires 40 requests at
 *                                       // once over them, alternating A and B; every answer
 *   await two().lastSms(phone)          // the newest SMS either instance "sent" to phone, or null
 *   two().db                            // the shared schema, to set a scene (back-date a period) and read
 *   await two().checkLedger()           // throws unless each balance equals the sum of its ledger
 *
 * startTwoInstances(url) is the same without the hooks (the start-up test uses it directly).
 * Each instance is src/testing/backend-instance.ts: createApi over the fixture media, the wall clock.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { post } from '../money/ledger';
import { accountOf, withAccount } from '../packets/accounts';
import { ledgerDiscrepancies } from './ledger-check';

export interface Answer {
  status: number;
  /** The server answered a retried Idempotency-Key with the first request's answer. */
  replayed: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many routes; each scenario reads what it asked for
  body: any;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Viewer {
  userId: number;
  username: string;
  password: string;
  token: string;
  /** One API call as this viewer (Bearer token) to the instance at `base`. */
  call(
    base: string,
    method: Method,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  /** The account's balance in kopecks, read from the database. */
  balance(): Promise<number>;
}

export interface TwoInstances {
  readonly bases: readonly [string, string];
  /** The schema both instances use (opened without migrating: the instances did). */
  readonly db: Database;
  viewer(options?: { balance?: number }): Promise<Viewer>;
  burst<T>(count: number, send: (base: string, i: number) => Promise<T>): Promise<T[]>;
  lastSms(phone: string): Promise<{ code: string; text: string; at: number } | null>;
  checkLedger(): Promise<void>;
  stop(): Promise<void>;
}

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(packageRoot, '../../node_modules/tsx/dist/cli.mjs');
/** A route nobody serves: a 404 that touches no database, only to open a connection. */
const WARM_UP = '/v2/concurrency-warm-up';
/** Generous: two TypeScript processes compiling at once on a loaded 2-core machine. */
const START_TIMEOUT_MS = 120_000;

/** An HTTP call answering status and parsed JSON (or the text when it is not JSON). */
export async function request(
  base: string,
  method: Method,
  route: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${route}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a page, an empty answer): the text as it came.
  }
  return { status: res.status, body, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/** Starts one instance on `schema`; resolves its base URL once it listens. */
function startInstance(url: string, schema: string, children: Set<ChildProcess>): Promise<string> {
  const child = spawn(process.execPath, [tsx, 'src/testing/backend-instance.ts'], {
    cwd: packageRoot,
    env: { ...process.env, DATABASE_URL: url, ONAIR_DB_SCHEMA: schema },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`instance did not listen in time:\n${out}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      out += chunk;
      const match = /LISTENING (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code} before listening:\n${out}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

let started = 0;
/** Both instances started at the same moment on a new, empty schema (their migrations race). */
export async function startTwoInstances(url: string): Promise<TwoInstances> {
  const schema = `race_${process.pid}_${++started}_${Math.random().toString(36).slice(2, 8)}`;
  const children = new Set<ChildProcess>();
  const killAll = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  let bases: [string, string];
  try {
    bases = await Promise.all([startInstance(url, schema, children), startInstance(url, schema, children)]);
  } catch (error) {
    killAll();
    throw error;
  }
  const db = await openDatabase({ kind: 'postgres', url, schema, dropSchemaOnClose: true });
  let viewers = 0;

  async function viewer(options: { balance?: number } = {}): Promise<Viewer> {
    const username = `racer_${++viewers}_${Math.random().toString(36).slice(2, 8)}`;
    const password = 'race-secret-1';
    const created = await request(bases[0], 'POST', '/v2/users', { body: { username, password } });
    if (created.status !== 201)
      throw new Error(`POST /v2/users: ${created.status} ${JSON.stringify(created.body)}`);
    const token = String(created.body.access_token);
    const userId = Number(created.body.id);
    if (options.balance) {
      const amount = options.balance;
      // Setting the scene: money the viewer already has, entered by the operator's back office.
      await withAccount(db, userId, (sql, account) =>
        post(sql, {
          accountId: account.id,
          amount,
          kind: 'adjustment',
          reference: `scene:${username}`,
          at: Date.now(),
        }),
      );
    }
    return {
      userId,
      username,
      password,
      token,
      call: (base, method, route, body, headers) =>
        request(base, method, route, {
          token,
          ...(body === undefined ? {} : { body }),
          ...(headers ? { headers } : {}),
        }),
      balance: async () => (await accountOf(db, userId)).balance,
    };
  }

  return {
    bases,
    db,
    viewer,
    async burst(count, send) {
      // A cold burst spends its first milliseconds opening sockets, which spreads the requests out
      // and lets each finish before the next arrives: open them first (keep-alive keeps them), so the
      // real requests reach both servers together. Measured on the code before the ledger: 0 double
      // refunds in 3 cold bursts of 40, then 3 to 12 refunds per burst once warm.
      await Promise.all(
        Array.from({ length: count }, (_, i) => request(bases[i % 2] as string, 'GET', WARM_UP)),
      );
      return Promise.all(Array.from({ length: count }, (_, i) => send(bases[i % 2] as string, i)));
    },
    async lastSms(phone) {
      const answers = await Promise.all(
        bases.map((base) => request(base, 'GET', `/sink/sms?phone=${phone}`)),
      );
      const last = answers
        .map((a) => a.body?.last as { code: string; text: string; at: number } | null)
        .filter((m): m is { code: string; text: string; at: number } => Boolean(m))
        .sort((a, b) => a.at - b.at)
        .at(-1);
      return last ?? null;
    },
    async checkLedger() {
      const wrong = await ledgerDiscrepancies(db);
      if (wrong.length) throw new Error(`ledger invariant broken: ${JSON.stringify(wrong)}`);
    },
    async stop() {
      await Promise.all([...children].map(stopChild));
      process.removeListener('exit', killAll);
      await db.close();
    },
  };
}

/** Registers the hooks in the calling describe; the getter is valid inside its tests. */
export function useTwoInstances(): () => TwoInstances {
  let two: TwoInstances | undefined;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('the concurrency suite runs on PostgreSQL: set DATABASE_URL');
    two = await startTwoInstances(url);
  }, START_TIMEOUT_MS + 30_000);
  afterEach(async () => {
    await two?.checkLedger();
  });
  afterAll(async () => {
    await two?.stop();
  }, 60_000);
  return () => {
    if (!two) throw new Error('the two instances are not running (beforeAll failed?)');
    return two;
  };
}
