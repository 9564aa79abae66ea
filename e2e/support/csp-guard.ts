/**
 * The browser suite runs with the web app's Content-Security-Policy enforced (scripts/stack.ts). This
 * guard makes a violation fail the test that caused it, in any page or frame of the test's context, from two
 * sources: Chromium's console error naming the "Content Security Policy", and the page's own
 * `securitypolicyviolation` event, recorded by an init script — the event fires for every enforced violation
 * even where no console message reaches Playwright. A test that provokes a violation on purpose (a foreign page
 * framing an app page) says so with `test.use({ allowCspViolations: true })`.
 */
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

export interface CspViolation {
  page: string;
  text: string;
}

const CSP_MESSAGE = /Content Security Policy/i;
const BINDING = '__onairCspViolation';

interface ViolationEvent {
  directive: string;
  blocked: string;
  source: string;
  line: number;
}

/** Runs in every frame before its scripts: hands each enforced violation to the binding. */
function listenForViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    // A report-only policy blocks nothing: only what the enforced policy stopped fails a test.
    if (event.disposition !== 'enforce') return;
    const report = (window as unknown as Record<string, (v: ViolationEvent) => void>)[binding];
    report?.({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: event.sourceFile,
      line: event.lineNumber,
    });
  });
}

/** Starts collecting the context's CSP violations; the returned list fills as they happen. */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' || !CSP_MESSAGE.test(message.text())) return;
    seen.push({ page: message.page()?.url() ?? message.location().url, text: message.text() });
  });
  await context.exposeBinding(BINDING, ({ frame }, violation: ViolationEvent) => {
    const where = violation.source ? ` (${violation.source}:${violation.line})` : '';
    seen.push({
      page: frame.url(),
      text: `securitypolicyviolation: ${violation.directive} blocked ${violation.blocked || 'inline'}${where}`,
    });
  });
  await context.addInitScript(listenForViolations, BINDING);
  return seen;
}
