/**
 * The browser suite runs with the web app's Content-Security-Policy enforced (scripts/stack.ts). This
 * guard makes a violation fail the test that caused it: Chromium reports every blocked script, style,
 * connection, frame or media load as a console error naming the "Content Security Policy", in any page
 * or frame of the test's context. A test that provokes a violation on purpose (a foreign page framing
 * an app page) says so with `test.use({ allowCspViolations: true })`.
 */
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

export interface CspViolation {
  page: string;
  text: string;
}

const CSP_MESSAGE = /Content Security Policy/i;

/** Starts collecting the context's CSP violations; the returned list fills as they happen. */
export function watchCspViolations(context: BrowserContext): CspViolation[] {
  const seen: CspViolation[] = [];
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' || !CSP_MESSAGE.test(message.text())) return;
    seen.push({ page: message.page()?.url() ?? message.location().url, text: message.text() });
  });
  return seen;
}
