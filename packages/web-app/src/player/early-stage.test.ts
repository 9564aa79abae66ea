import { describe, expect, it } from 'vitest';
import { earlyStageBox, placeEarlyStage } from './early-stage';

describe('the early player’s box, where the channel page will show its stage (issue 38)', () => {
  // The stage's box as the channel page laid it out in Chromium (2026-11-28, the look at 375 and 1440 px).
  it('is the wide page’s stage column at 1440 px', () => {
    const box = earlyStageBox(1440, false);
    expect(box.position).toBe('absolute');
    expect(box.top).toBe(115);
    expect(box.left).toBeCloseTo(28.8, 1);
    expect(box.width).toBeCloseTo(982.4, 1);
  });

  it('is the channel dialog’s stage at 375 px, fixed like the dialog', () => {
    expect(earlyStageBox(375, true)).toEqual({ position: 'fixed', top: 73, left: 13, width: 349 });
  });

  it('keeps to the page’s 1600 px frame on a very wide screen', () => {
    const box = earlyStageBox(2000, false);
    expect(box.left).toBe(200 + 32);
    expect(box.width).toBe(1600 - 64 - 380 - 20);
  });

  it('goes into <body>, outside #root, which React empties on its first commit', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const container = document.createElement('div');
    placeEarlyStage(container, document);
    expect(container.parentElement).toBe(document.body);
    expect(root.contains(container)).toBe(false);
    expect(container.style.aspectRatio).toBe('16 / 9');
    container.remove();
    root.remove();
  });
});
