/**
 * Issue 7 (and the web app's) accessibility bar: axe-core finds no serious or critical violation on
 * the React player with its skin, the channel page and an embed. axe runs inside the page against the
 * real DOM after playback has started, so the controls it audits are the ones a viewer meets.
 */
import type { Page } from '@playwright/test';
import { expect, expectFramesAdvance, STACK, test } from '../fixtures';
import { injectAxe } from './axe-inject';

test.describe.configure({ timeout: 120_000 });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (selector) => {
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

function listViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
}

test('the React player with its skin has no serious axe violations', async ({ page }) => {
  await page.goto(`${STACK.examples}react.html?content=103`);
  await expect(page.getByRole('region', { name: 'OnAir player' })).toBeVisible();
  await expectFramesAdvance(page, 'video', 45_000);
  await page.mouse.move(200, 200);
  const violations = await seriousViolations(page, '.onair-react-player');
  expect(violations, listViolations(violations)).toEqual([]);
});

test('the channel page has no serious axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${STACK.web}channels`);
  await expect(page.locator('video').first()).toBeAttached({ timeout: 30_000 });
  const violations = await seriousViolations(page);
  expect(violations, listViolations(violations)).toEqual([]);
});

test('a channel embed has no serious axe violations', async ({ page }) => {
  await page.goto(`${STACK.web}channel_embed/1`);
  await expect(page.locator('video').first()).toBeAttached({ timeout: 30_000 });
  const violations = await seriousViolations(page);
  expect(violations, listViolations(violations)).toEqual([]);
});
