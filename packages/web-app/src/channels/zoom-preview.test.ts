import {
  createZoomPreview,
  mayPreview,
  ZOOM_PREVIEW_DELAY_MS,
  ZOOM_PREVIEW_SWITCH_DELAY_MS,
  type ZoomTimers,
} from './zoom-preview';

const timers: ZoomTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function preview() {
  const seen: (number | null)[] = [];
  return { zoom: createZoomPreview(timers, (id) => seen.push(id)), seen };
}

describe('the channel tile zoom preview (001 §4, §9)', () => {
  it('zooms 30 ms after a tile is reached; a pointer only crossing it starts nothing', () => {
    const { zoom, seen } = preview();
    zoom.reach(1);
    vi.advanceTimersByTime(ZOOM_PREVIEW_DELAY_MS - 1);
    zoom.leave(1);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([]);
    zoom.reach(1);
    vi.advanceTimersByTime(ZOOM_PREVIEW_DELAY_MS);
    expect(seen).toEqual([1]);
  });

  it('waits 200 ms when the preview moves from one channel to another', () => {
    const { zoom, seen } = preview();
    zoom.reach(1);
    vi.advanceTimersByTime(ZOOM_PREVIEW_DELAY_MS);
    zoom.leave(1);
    zoom.reach(2);
    vi.advanceTimersByTime(ZOOM_PREVIEW_SWITCH_DELAY_MS - 1);
    expect(seen).toEqual([1, null]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, null, 2]);
    // Focus moving straight on (no leave first) is a switch too.
    zoom.reach(3);
    vi.advanceTimersByTime(ZOOM_PREVIEW_DELAY_MS);
    expect(zoom.current()).toBe(2);
    vi.advanceTimersByTime(ZOOM_PREVIEW_SWITCH_DELAY_MS);
    expect(zoom.current()).toBe(3);
  });

  it('is reset when the page goes hidden', () => {
    const { zoom, seen } = preview();
    zoom.reach(1);
    vi.advanceTimersByTime(ZOOM_PREVIEW_DELAY_MS);
    zoom.reset();
    expect(seen).toEqual([1, null]);
    zoom.reach(2);
    vi.advanceTimersByTime(ZOOM_PREVIEW_DELAY_MS);
    expect(zoom.current()).toBe(2);
  });

  it.each([
    ['a purchased channel', { is_purchased: true, age: 0 }, false, true],
    // 'Purchased' is the operator's flag, never is_free (docs/decisions.md, issue 39).
    [
      'a free channel the operator marks purchased',
      { is_free: true, is_purchased: true, age: 6 },
      false,
      true,
    ],
    ['a free channel not marked purchased', { is_free: true, age: 6 }, false, false],
    ['an unpurchased channel', { is_purchased: false, age: 0 }, false, false],
    ['an adult channel', { is_purchased: true, age: 18 }, false, false],
    ['a channel tagged adult', { is_purchased: true, age: 0, tags: ['is_adult'] }, false, false],
    ['a 16+ channel on a child profile', { is_purchased: true, age: 16 }, true, false],
    ['a 6+ channel on a child profile', { is_purchased: true, age: 6 }, true, true],
  ])('%s previews: %s', (_name, channel, child, expected) => {
    expect(mayPreview({ id: 1, ...channel }, child)).toBe(expected);
  });
});
