/**
 * Records the /v2 calls the pages of a browser test make (method, path, status, JSON answer) into
 * .cache/contract/run-<runner pid>-w<worker>.jsonl, for scripts/contract.mjs to check against the
 * OpenAPI document (issue 24). Cheap: it listens to responses the pages fetch anyway. Answers a test
 * fakes with page.route are left out: the check is about what the API really sends.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Response, TestInfo } from '@playwright/test';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '.cache', 'contract');

const SKIP = Symbol('not the API’s answer, or no longer readable');

/**
 * The JSON answer. Answers a test made up with page.route (no server address) are not the API's, and
 * a body the browser no longer holds (the page closed or moved on first) cannot be checked: both skipped.
 */
async function record(response: Response, json: boolean): Promise<unknown> {
  if ((await response.serverAddr().catch(() => null)) === null) return SKIP;
  return json ? response.json().catch(() => SKIP) : undefined;
}

export function recordApiCalls(context: BrowserContext, api: string, testInfo: TestInfo) {
  const { origin, pathname } = new URL(api);
  const lines: string[] = [];
  const pending: Promise<void>[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    const request = response.request();
    // Preflights, and the offline notice's HEAD probe of the API base (a no-cors reachability check whose
    // opaque answer the page never reads, engagement/notify/OfflineNotice.tsx), are no operations of the API.
    const probe = request.method() === 'OPTIONS' || request.method() === 'HEAD';
    if (url.origin !== origin || !url.pathname.startsWith(pathname) || probe) return;
    const json = (response.headers()['content-type'] ?? '').includes('json');
    pending.push(
      record(response, json).then((body) => {
        if (body === SKIP) return;
        url.searchParams.delete('access_token'); // tokens stay out of the recordings
        const path = `/v2${url.pathname.slice(pathname.length)}${url.search}`;
        const test = testInfo.titlePath.slice(1).join(' › ');
        lines.push(
          JSON.stringify({ method: request.method(), path, status: response.status(), json, body, test }),
        );
      }),
    );
  });
  return async () => {
    await Promise.allSettled(pending);
    if (lines.length === 0) return;
    mkdirSync(DIR, { recursive: true });
    appendFileSync(join(DIR, `run-${process.ppid}-w${testInfo.workerIndex}.jsonl`), `${lines.join('\n')}\n`);
  };
}
