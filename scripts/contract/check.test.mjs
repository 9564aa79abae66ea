// The contract check against the demo backend (over its test media description): the app's and the
// SDK's calls pass, and a renamed or missing answer field, or a missing route, fails naming the call
// and the field.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { checkCalls, report } from '../contract.mjs';
import { probeApi } from './probe.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
let server;
let base;
let document;

before(async () => {
  server = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/testing/serve-fixture.ts'], {
    cwd: join(ROOT, 'packages', 'demo-backend'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise((ok, fail) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /^API (\S+)$/m.exec(out);
      if (match) ok(match[1]);
    });
    server.on('exit', (code) => fail(new Error(`the fixture API exited (${code})`)));
  });
  document = await (await fetch(`${base}/openapi.json`)).json();
});
after(() => server?.kill('SIGTERM'));

/** Runs the probe with an answer rewritten on its way back, as a differing operator would send it. */
async function probeWith(rewrite = (_path, body) => body) {
  const calls = [];
  const rewriting = async (url, init) => {
    const res = await fetch(url, init);
    if (!/json/.test(res.headers.get('content-type') ?? '')) return res;
    const body = rewrite(new URL(url).pathname, await res.json());
    return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
  };
  await probeApi(base, (call) => calls.push(call), rewriting);
  return calls;
}

test('the demo backend keeps its own contract on every call the app and the SDK make', async () => {
  const calls = await probeWith();
  assert.ok(calls.length >= 18, `only ${calls.length} calls made`);
  const lines = [];
  const ok = report(checkCalls(document, calls), (line) => lines.push(line));
  assert.equal(ok, true, lines.join('\n'));
});

test('a renamed answer field fails, naming the call and the field', async () => {
  const calls = await probeWith((path, body) => {
    if (path !== '/v2/channels') return body;
    return body.map(({ name, ...channel }) => ({ ...channel, title: name }));
  });
  const result = checkCalls(document, calls);
  assert.equal(result.failures.length, 1);
  const [failure] = result.failures;
  assert.equal(failure.call, 'GET /v2/channels → 200');
  assert.match(
    failure.problems[0],
    /^body\/0\/name: must have required property 'name' \(and \d+ more items\)$/,
  );
  const lines = [];
  assert.equal(
    report(result, (line) => lines.push(line)),
    false,
  );
  assert.match(lines.at(-1), /1 missing or differing/);
});

test('an undocumented answer field fails the demo backend, and is only a note for an operator', async () => {
  const calls = await probeWith((path, body) =>
    path === '/v2/platform/resources' ? { ...body, theme: 'dark' } : body,
  );
  const own = checkCalls(document, calls);
  assert.deepEqual(
    own.failures.map((f) => [f.call, f.problems]),
    [['GET /v2/platform/resources → 200', ['body/theme: must NOT have additional properties']]],
  );
  const operator = checkCalls(document, calls, { extraFields: 'note' });
  assert.deepEqual(operator.failures, []);
  assert.deepEqual(operator.notes, [
    'GET /v2/platform/resources: body/theme: must NOT have additional properties',
  ]);
});

test('a wrong type deep in an answer names the nested field', async () => {
  const calls = await probeWith((path, body) =>
    /^\/v2\/channels\/\d+\/stream$/.test(path) ? { ...body, stat: { id: String(body.stat.id) } } : body,
  );
  const [failure] = checkCalls(document, calls).failures;
  assert.match(failure.call, /^GET \/v2\/channels\/\d+\/stream → 200$/);
  assert.deepEqual(failure.problems, ['body/stat/id: must be integer']);
});

test('a call the operator does not answer is reported missing', () => {
  const calls = [
    {
      method: 'GET',
      path: '/v2/contents/7/sources',
      status: 404,
      json: true,
      body: {
        error: { status: 404, error_code: 'not_found', message: 'No route GET /v2/contents/7/sources' },
      },
    },
    { method: 'GET', path: '/v2/nowhere', status: 200, json: true, body: {} },
    { method: 'GET', path: '/v2/channels', status: 0, error: 'ECONNREFUSED' },
  ];
  const problems = checkCalls(document, calls).failures.map((f) => `${f.call}: ${f.problems[0]}`);
  assert.deepEqual(problems, [
    'GET /v2/contents/7/sources → 404: missing: the API has no route for this call',
    'GET /v2/nowhere → 200: missing: the document has no such operation',
    'GET /v2/channels: missing: no answer (ECONNREFUSED)',
  ]);
});
