/**
 * Puts axe-core into a page for the accessibility checks. Evaluated through DevTools instead of an
 * inline `<script>` tag: the web app's Content-Security-Policy (script-src 'self') stays enforced
 * while axe audits it, and the CSP guard (csp-guard.ts) sees no violation caused by the test itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let source: string | null = null;

export async function injectAxe(page: Page): Promise<void> {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
}
