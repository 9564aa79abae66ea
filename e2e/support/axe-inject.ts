/**
 * Puts axe-core into a page for the accessibility checks. Evaluated through DevTools instead of an
 * inline `<script>` tag: the web app's Content-Security-Policy (script-src 'self') stays enforced
 * while axe audits it, and the CSP guard (csp-guard.ts) sees no violation caused by the test itself.
 * `seriousViolations` is the bar every axe check in the suite holds: no serious or critical WCAG 2.1
 * A/AA violation in the page or in the part of it a selector names.
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

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

export async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (selector) => {
    // A fade or slide still running is measured blended (a prompt fading back in reads 4.4:1 for a moment):
    // axe judges what the viewer sees at rest, once the running animations and transitions that end within
    // 2 s have ended (a spinner never ends, an ad's progress bar runs for its length: neither is waited for).
    const remaining = (a: Animation) => {
      const timing = a.effect?.getComputedTiming();
      return Number(timing?.endTime ?? Number.POSITIVE_INFINITY) - Number(timing?.localTime ?? 0);
    };
    const settling = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && remaining(a) <= 2_000);
    await Promise.all(settling.map((a) => a.finished.catch(() => undefined)));
    const axe = (
      window as unknown as {
        axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  }, include ?? null);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function listViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
}
