import { PIP_CHECK_MS, PIP_OVERLAY_HIDE_MS } from '../../timings';
import { createPipOverlay } from './pip-overlay';
import { browserTimers } from './timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the picture-in-picture panel (001 §9: check 150 ms, hide 400 ms)', () => {
  it('shows at once and goes 400 ms after the player says picture-in-picture ended', () => {
    const changes: boolean[] = [];
    const overlay = createPipOverlay({
      timers: browserTimers,
      inPip: () => true,
      onChange: (v) => changes.push(v),
    });
    overlay.update(true);
    expect(changes).toEqual([true]);
    overlay.update(false);
    vi.advanceTimersByTime(PIP_OVERLAY_HIDE_MS - 1);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
    overlay.destroy();
  });

  it('notices a window the browser closed without telling, on its next 150 ms check', () => {
    let inPip = true;
    const changes: boolean[] = [];
    const overlay = createPipOverlay({
      timers: browserTimers,
      inPip: () => inPip,
      onChange: (v) => changes.push(v),
    });
    overlay.update(true);
    vi.advanceTimersByTime(5 * PIP_CHECK_MS);
    expect(changes).toEqual([true]);
    inPip = false;
    vi.advanceTimersByTime(PIP_CHECK_MS + PIP_OVERLAY_HIDE_MS);
    expect(changes).toEqual([true, false]);
    overlay.destroy();
  });

  it('stays when picture-in-picture comes back before the panel went', () => {
    const changes: boolean[] = [];
    const overlay = createPipOverlay({
      timers: browserTimers,
      inPip: () => true,
      onChange: (v) => changes.push(v),
    });
    overlay.update(true);
    overlay.update(false);
    vi.advanceTimersByTime(200);
    overlay.update(true);
    vi.advanceTimersByTime(2000);
    expect(changes).toEqual([true]);
    overlay.destroy();
  });
});
