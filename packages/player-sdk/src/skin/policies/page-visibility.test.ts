import { describe, expect, it } from 'vitest';
import { onVisibility } from './page-visibility';

describe('page visibility on mobile', () => {
  it('pauses when hidden and resumes when visible again', () => {
    const hidden = onVisibility({ pausedByPage: false }, { hidden: true, mobile: true, playing: true });
    expect(hidden.action).toBe('pause');
    expect(hidden.resetZoom).toBe(true);
    const shown = onVisibility(hidden.memory, { hidden: false, mobile: true, playing: false });
    expect(shown.action).toBe('play');
  });
  it('does not resume a video the viewer had paused', () => {
    const hidden = onVisibility({ pausedByPage: false }, { hidden: true, mobile: true, playing: false });
    expect(hidden.action).toBeNull();
    expect(onVisibility(hidden.memory, { hidden: false, mobile: true, playing: false }).action).toBeNull();
  });
  it('does nothing on desktop', () => {
    expect(
      onVisibility({ pausedByPage: false }, { hidden: true, mobile: false, playing: true }).action,
    ).toBeNull();
  });
});
